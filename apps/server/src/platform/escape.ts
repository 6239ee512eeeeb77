/** Text made safe for HTML or XML (an SVG): in an element's content or in a double-quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
