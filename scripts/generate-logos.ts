/**
 * Writes static/img/integrations/<slug>.svg for every logo in src/data/integration-logos.ts,
 * from simple-icons where the brand is there and as a monogram otherwise. Runs before
 * `build` and `start`; the output is generated, not committed.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import * as simpleIcons from 'simple-icons';
import {INTEGRATION_LOGOS} from '../src/data/integration-logos';
import {brandLogoSvg, monogramLogoSvg, type BrandIcon} from '../src/lib/logos';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'static/img/integrations');
const bySlug = new Map(
  Object.values(simpleIcons as unknown as Record<string, BrandIcon & {slug: string}>)
    .filter((icon) => typeof icon === 'object' && icon && 'slug' in icon)
    .map((icon) => [icon.slug, icon]),
);

mkdirSync(outDir, {recursive: true});
const missing: string[] = [];
let brands = 0;
for (const [slug, {name, icon}] of Object.entries(INTEGRATION_LOGOS)) {
  const brand = icon ? bySlug.get(icon) : undefined;
  if (icon && !brand) missing.push(`${slug}: simple-icons has no icon "${icon}"`);
  if (brand) brands += 1;
  writeFileSync(join(outDir, `${slug}.svg`), `${brand ? brandLogoSvg(name, brand) : monogramLogoSvg(name)}\n`);
}
if (missing.length) {
  console.error(`src/data/integration-logos.ts:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`logos: ${brands} brand marks, ${Object.keys(INTEGRATION_LOGOS).length - brands} monograms in static/img/integrations`);
