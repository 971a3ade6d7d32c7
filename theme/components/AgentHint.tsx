import { LlmsHint } from '@rspress/core/theme-original';

/**
 * Rspress's hint for AI agents (visually hidden text, and `<head>` links to the page's Markdown and to
 * llms.txt) where a layout puts it: inside `<main>`, where assistive technology finds it in a landmark.
 * Rspress would render it before all landmarks; rspress.config.ts turns that off (`injectLlmsHint: false`).
 */
export function AgentHint() {
  return import.meta.env.ENABLE_LLMS_UI ? <LlmsHint /> : null;
}
