import {describe, expect, it} from 'vitest';
import {decodeEntities, excerptSegments, highlightTerms} from './excerpt';

describe('excerptSegments', () => {
  it('keeps highlights and text', () => {
    expect(excerptSegments('Define a <mark>schedule</mark> for jobs')).toEqual([
      {text: 'Define a ', highlight: false},
      {text: 'schedule', highlight: true},
      {text: ' for jobs', highlight: false},
    ]);
  });

  it('drops every other tag and decodes entities into text', () => {
    const segments = excerptSegments('<img src=x onerror=alert(1)>&lt;b&gt; &amp; <mark><script>x</script>y</mark>');
    expect(segments).toEqual([
      {text: '<b> & ', highlight: false},
      {text: 'xy', highlight: true},
    ]);
  });

  it('leaves unknown entities alone and survives broken markup', () => {
    expect(decodeEntities('&bogus; &#x1F600; &#0;')).toBe('&bogus; 😀 &#0;');
    expect(excerptSegments('a <mark>b')).toEqual([{text: 'a b', highlight: false}]);
  });
});

describe('highlightTerms', () => {
  it('marks each query word, case-insensitively, treating regex characters literally', () => {
    expect(highlightTerms('Asset checks and assets', 'asset')).toEqual([
      {text: 'Asset', highlight: true},
      {text: ' checks and ', highlight: false},
      {text: 'asset', highlight: true},
      {text: 's', highlight: false},
    ]);
    expect(highlightTerms('Managing instances', 'run stuck in starting')).toEqual([{text: 'Managing instances', highlight: false}]);
    expect(highlightTerms('Debugging a run', 'bug run')).toEqual([
      {text: 'Debugging a ', highlight: false},
      {text: 'run', highlight: true},
    ]);
    expect(highlightTerms('a (b) c', '(b)')).toEqual([
      {text: 'a ', highlight: false},
      {text: '(b)', highlight: true},
      {text: ' c', highlight: false},
    ]);
  });
});
