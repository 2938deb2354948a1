import {describe, expect, it} from 'vitest';
import {breakWord, withWordBreaks} from './word-breaks';

describe('breakWord', () => {
  it('breaks identifiers between their words', () => {
    expect(breakWord('DagsterInvalidDefinitionError')).toBe('Dagster<wbr>Invalid<wbr>Definition<wbr>Error');
    expect(breakWord('build_schedule_from_dbt_selection')).toBe('build_<wbr>schedule_<wbr>from_<wbr>dbt_<wbr>selection');
    expect(breakWord('AutomationCondition.on_cron')).toBe('Automation<wbr>Condition.<wbr>on_<wbr>cron');
    expect(breakWord('PipesS3MessageReader')).toBe('Pipes<wbr>S3<wbr>Message<wbr>Reader');
  });

  it('leaves short words and runs of capitals alone', () => {
    expect(breakWord('AssetSpec')).toBe('AssetSpec');
    expect(breakWord('ABCDEFGHIJKLMNOPQRST')).toBe('ABCDEFGHIJKLMNOPQRST');
  });
});

describe('withWordBreaks', () => {
  it('changes text only, never tags or entities', () => {
    expect(withWordBreaks('<code class="x_y">ConfigurableIOManagerFactory</code> &amp; more')).toBe(
      '<code class="x_y">Configurable<wbr>IOManager<wbr>Factory</code> &amp; more',
    );
  });

  it('keeps ordinary headings as they are', () => {
    expect(withWordBreaks('How a schedule is evaluated')).toBe('How a schedule is evaluated');
  });
});
