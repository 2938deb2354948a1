/**
 * Loads the API reference data (src/data/api) the way the build does and prints what it holds,
 * so an author can check a YAML edit in a second instead of a whole build.
 */
import {loadApiReference} from '../src/plugins/api-reference/load';

const reference = loadApiReference(process.cwd());
const symbols = reference.pages.flatMap((page) => page.data.symbols);
console.log(`API data loads: ${reference.pages.length} pages, ${symbols.length} symbols, ${reference.inventory.length} inventory entries`);
