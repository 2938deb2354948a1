/** Where the committed snapshot of Dagster's API lives (see its README). */
export const SNAPSHOT_DIR = 'src/data/api-snapshot';
export const SNAPSHOT_FILE = `${SNAPSHOT_DIR}/dagster-docs.json`;
export const AMENDMENTS_FILE = `${SNAPSHOT_DIR}/amendments.yaml`;
/** Headers of Dagster's definitions (order, kinds, defaults) transcribed from its source, one stub per data file. */
export const SOURCE_STUBS_DIR = `${SNAPSHOT_DIR}/source`;
