/**
 * What Docusaurus's CommonJS packages take from tslib in the browser: TypeScript's import helpers.
 * Given, by a rule of the route-registry plugin, to modules under @docusaurus only, in place of
 * all of tslib (4 KB gzip of main.js, for one `__importDefault` call). tests/unit/upstream.test.ts
 * fails when a Docusaurus package uses a helper this does not export.
 */
export {__importDefault, __importStar} from 'tslib';
