import { version } from '../../package.json';

/** The package version `nova --version` prints and reports name as the tool's; the bundle keeps only this field. */
export const NOVA_VERSION: string = version;
