/** Creates an element with text content only: data from the host is never parsed as HTML here. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className !== undefined) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A codicon, hidden from screen readers (the button or text next to it carries the meaning). */
export function icon(name: string): HTMLElement {
  const node = el('span', `codicon codicon-${name}`);
  node.setAttribute('aria-hidden', 'true');
  return node;
}

/** A button with a codicon and a label (visible unless `iconOnly`, then used as tooltip and accessible name). */
export function button(
  id: string,
  codicon: string,
  label: string,
  onClick: () => void,
  options: { iconOnly?: boolean; primary?: boolean } = {},
): HTMLButtonElement {
  const node = el('button', options.iconOnly ? 'icon-button' : options.primary ? 'button primary' : 'button secondary');
  node.type = 'button';
  node.id = id;
  node.title = label;
  node.setAttribute('aria-label', label);
  node.append(icon(codicon));
  if (!options.iconOnly) node.append(el('span', 'button-label', label));
  node.addEventListener('click', onClick);
  return node;
}
