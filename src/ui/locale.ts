/**
 * The core's message language for VS Code's display language. Defined in src/host/hostLocale.ts, where the editor's
 * applier also renders the core's refusals with it (src/host never imports src/ui).
 */
export { hostLocale } from '../host/hostLocale';
