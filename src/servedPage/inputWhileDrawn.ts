/**
 * Clicks and keys made on a page the server drew while the app is still taking it over (issue
 * 13). Its root is `inert` until then (servedRootOpening): the browser hands the drawing nothing,
 * so nothing typed into its HTML is lost or half-applied by the takeover. They are kept here
 * instead, from the starter script on (src/startWhenPainted.ts), and made again in order once the
 * app lets the root go (releaseServedRoot): the clicks, and the text typed into the text field
 * last clicked (its characters, Backspace and Enter).
 */

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Where a click was made, in the page (the user may scroll before it is made again). */
interface Point {
  pageX: number;
  pageY: number;
}

type Action =
  | { kind: 'click'; element: Element; at: Point }
  | { kind: 'text'; field: Element; at: Point; text: string }
  | { kind: 'key'; field: Element; at: Point; key: 'Backspace' | 'Enter' };

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password']);

const isTextField = (element: Element | null): element is TextField =>
  (element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(element.type))) &&
  !element.disabled &&
  !element.readOnly;

/** The element still there, or the one at its point where the app drew the page anew. */
const stillThere = (element: Element, at: Point): Element | null =>
  element.isConnected ? element : document.elementFromPoint(at.pageX - scrollX, at.pageY - scrollY);

/**
 * Edits `field` as the browser does for a key, so that React's handlers see it (an `input`
 * event); one that cannot take the focus (hidden by now) gets its new value, with that event.
 */
function edit(field: TextField, command: 'insertText' | 'delete', text = ''): void {
  field.focus();
  if (document.execCommand(command, false, text)) return;
  const value = command === 'delete' ? field.value.slice(0, -1) : field.value + text;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function pressEnter(field: TextField): void {
  if (field instanceof HTMLTextAreaElement) return edit(field, 'insertText', '\n');
  field.focus();
  const options = { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true };
  const handled = !field.dispatchEvent(new KeyboardEvent('keydown', options));
  field.dispatchEvent(new KeyboardEvent('keyup', options));
  if (!handled) field.form?.requestSubmit();
}

function makeAgain(action: Action): void {
  if (action.kind === 'click') {
    const element = stillThere(action.element, action.at);
    if (!element) return;
    if (isTextField(element)) {
      element.focus();
      // The caret at the end, where what is typed next goes (types without one: null).
      if (element.selectionStart !== null)
        element.setSelectionRange(element.value.length, element.value.length);
    }
    const [clientX, clientY] = [action.at.pageX - scrollX, action.at.pageY - scrollY];
    element.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, view: window, clientX, clientY }),
    );
    return;
  }
  const field = stillThere(action.field, action.at);
  if (!isTextField(field)) return;
  if (action.kind === 'text') edit(field, 'insertText', action.text);
  else if (action.key === 'Enter') pressEnter(field);
  else edit(field, 'delete');
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * One action a task, as the user's came. Only on the page they were made on: once one opens
 * another page (a row its record), or the app went to another before it was live, the rest
 * was made on a page that is gone.
 */
async function makeAllAgain(actions: Action[], drawnAt: string): Promise<void> {
  for (const action of actions) {
    await nextTask();
    if (location.pathname !== drawnAt) return;
    makeAgain(action);
  }
}

/** Keeps the clicks and keys made on the drawn page `root` until it is live, then makes them. */
export function keepInputWhileDrawn(root: HTMLElement): void {
  if (!root.inert) return;
  const drawnAt = location.pathname;
  const actions: Action[] = [];
  /** The text field last clicked, which keys go to, and where. */
  let typingInto: { field: Element; at: Point } | undefined;

  const onClick = (event: MouseEvent) => {
    if (!root.inert) return;
    // The root's elements are not hit by the pointer while it is inert: for a moment they are.
    root.inert = false;
    const element = document.elementFromPoint(event.clientX, event.clientY);
    root.inert = true;
    if (!element || !root.contains(element)) return;
    const at = { pageX: event.pageX, pageY: event.pageY };
    actions.push({ kind: 'click', element, at });
    typingInto = isTextField(element) ? { field: element, at } : undefined;
  };

  const onKey = (event: KeyboardEvent) => {
    if (!root.inert || !typingInto || event.ctrlKey || event.metaKey || event.altKey) return;
    const last = actions.at(-1);
    if (event.key.length === 1) {
      if (last?.kind === 'text' && last.field === typingInto.field) last.text += event.key;
      else actions.push({ kind: 'text', ...typingInto, text: event.key });
    } else if (event.key === 'Backspace' || event.key === 'Enter') {
      actions.push({ kind: 'key', ...typingInto, key: event.key });
    } else return;
    event.preventDefault(); // a space would scroll the page, which has the focus meanwhile
  };

  addEventListener('click', onClick, true);
  addEventListener('keydown', onKey, true);
  const released = new MutationObserver(() => {
    if (root.inert) return; // set again by onClick
    released.disconnect();
    removeEventListener('click', onClick, true);
    removeEventListener('keydown', onKey, true);
    void makeAllAgain(actions, drawnAt);
  });
  released.observe(root, { attributes: true, attributeFilter: ['inert'] });
}
