import {beforeAll, describe, expect, it} from 'vitest';
import {COLUMN_PX, diagramText, DiagramError, loadDiagramRenderer, MIN_TEXT_PX, renderDiagram, renderDiagramToFit} from './diagrams';

beforeAll(loadDiagramRenderer);

const flow = 'flowchart LR\n  spec[AssetSpec] --> def["@asset"]\n  def --> run[Materialization]';

describe('renderDiagram', () => {
  it('draws a flowchart as SVG with its labels and no style or font request of its own', () => {
    const {svg, width, height} = renderDiagram(flow, 'diagram-1');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="')).toBe(true);
    expect(diagramText(svg)).toEqual(['AssetSpec', '@asset', 'Materialization']);
    expect(svg).not.toContain('<style');
    expect(svg).not.toContain('googleapis');
    expect(width).toBeGreaterThan(height);
  });

  it("prefixes the drawing's ids, so two diagrams on a page do not share an arrow marker", () => {
    const {svg} = renderDiagram(flow, 'diagram-2');
    const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.startsWith('diagram-2-'))).toBe(true);
    for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref[1]);
  });

  it(`scales the drawing so that its smallest text is at least ${MIN_TEXT_PX}px`, () => {
    const {svg, width} = renderDiagram('flowchart LR\n  a -->|an edge label| b', 'd');
    const viewBoxWidth = Number(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/.exec(svg)![1]);
    const smallest = Math.min(...[...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1])));
    expect(smallest * (width / viewBoxWidth)).toBeGreaterThanOrEqual(MIN_TEXT_PX - 0.05);
  });

  it('widens the view box to hold a long note that runs past the layout', () => {
    const seq =
      'sequenceDiagram\n  participant A\n  participant B\n  A->>B: go\n  B->>B: a very long note to itself that the layout does not make room for at all';
    const {svg} = renderDiagram(seq, 'd');
    const [x, , w] = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+)/.exec(svg)!.slice(1).map(Number);
    const note = /<text\b([^>]*)>a very long note/.exec(svg)![1];
    const noteX = Number(/\bx="([-\d.]+)"/.exec(note)![1]);
    const size = Number(/font-size="([\d.]+)"/.exec(note)![1]);
    expect(x + w).toBeGreaterThanOrEqual(
      noteX + 'a very long note to itself that the layout does not make room for at all'.length * size * 0.6,
    );
  });

  it('rejects what is not a diagram it can draw', () => {
    expect(() => renderDiagram('pie title Pets\n  "Dogs" : 3', 'd')).toThrow(DiagramError);
    expect(() => renderDiagram('not a diagram', 'd')).toThrow(/Invalid mermaid header/);
  });
});

describe('diagramText', () => {
  it('reads labels in drawing order, lines of one label joined, entities decoded', () => {
    expect(
      diagramText('<svg><text x="1">A &amp; B</text><text><tspan>one</tspan><tspan x="2">two</tspan></text><text> </text></svg>'),
    ).toEqual(['A & B', 'one two']);
  });
});

describe('renderDiagramToFit', () => {
  const wide =
    'flowchart LR\n  A[Extract the raw orders] --> B[Clean and type them] --> C[Join with customers] --> D[Aggregate by day] --> E[Publish the dashboard]';

  it('turns a left-to-right flowchart that is wider than the column top to bottom', async () => {
    await loadDiagramRenderer();
    const sideways = renderDiagram(wide, 'd');
    expect(sideways.width).toBeGreaterThan(COLUMN_PX);
    const fitted = renderDiagramToFit(wide, 'd');
    expect(fitted.turned).toBe(true);
    expect(fitted.width).toBeLessThan(sideways.width);
    expect(fitted.height).toBeGreaterThan(sideways.height);
  });

  it('leaves a diagram that fits, or one marked keep-direction, as written', async () => {
    await loadDiagramRenderer();
    expect(renderDiagramToFit('flowchart LR\n  A --> B', 'd').turned).toBe(false);
    expect(renderDiagramToFit(`${wide}\n  %% keep-direction`, 'd').turned).toBe(false);
  });
});
