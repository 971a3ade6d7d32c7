import { Component, createElement, type ReactNode, Suspense } from 'react';
import { EXCESS_FIELD, RANGE_END, RANGE_START } from '../preact/contract.mjs';
import { hydrationState } from '../preact/hydration-state.mjs';
import { repairsOf } from '../preact/repairs.mjs';
import { END_TAG, START_TAG } from './markers.mjs';

/**
 * Postpones the hydration of part of a pre-rendered page to a task of its own, after the page's first
 * hydration. Hydrating a long page in one go blocks the main thread for hundreds of milliseconds on a phone;
 * in small tasks the page answers input in between. The part's HTML stays on screen meanwhile (Preact keeps
 * the DOM of a component that suspends while hydrating), so nothing shifts.
 *
 * On the server it brackets its children with markers that the build turns into the comments Preact keeps
 * the part by (markers.mjs). Everywhere else (`rspress dev`, a page the reader opens after the first) it
 * renders its children at once.
 */
export default function HydrateLater(props: Content) {
  // The React build (PERFORMANCE_LAYER=off, plugins/performance-layer): the children as they are, everywhere.
  if (!progressiveHydration) return <>{contentOf(props)}</>;
  if (typeof window === 'undefined') {
    return (
      <>
        {createElement(START_TAG)}
        {contentOf(props)}
        {createElement(END_TAG)}
      </>
    );
  }
  return (
    <Suspense fallback={null}>
      <Gate {...props} />
    </Suspense>
  );
}

declare const __PROGRESSIVE_HYDRATION__: boolean | undefined;
/** Set by the build (plugins/performance-layer); on where no build defines it (unit tests). */
const progressiveHydration = typeof __PROGRESSIVE_HYDRATION__ === 'undefined' || __PROGRESSIVE_HYDRATION__;

/** What to render: `children`, or what `render` returns (content built only when it is rendered). */
interface Content {
  children?: ReactNode;
  render?: () => ReactNode;
}

const contentOf = ({ children, render }: Content) => (render ? render() : children);

interface Turn {
  promise: Promise<void>;
  open: () => void;
  opened: boolean;
  /** Called once the element has been hydrated, before anything renders it again. */
  onHydrated: () => void;
  owner: Gate;
}

class Gate extends Component<Content> {
  // A part nested in one that hydrates late waits for a turn of its own too.
  private turn = hydrationState.active || lateTurnOpen ? takeTurn(this) : null;
  private hydrated = false;
  // What the page was pre-rendered from. The props may change while the part waits (the page's state
  // moves on after the first hydration); hydrating from the first ones keeps a later update from looking
  // like a difference from the HTML, and the update follows at once.
  private readonly first: Content = { children: this.props.children, render: this.props.render };

  render() {
    if (!this.turn) return contentOf(this.props);
    if (!this.turn.opened) throw this.turn.promise;
    return contentOf(this.hydrated ? this.props : this.first);
  }

  componentDidMount() {
    this.afterRender();
  }

  componentDidUpdate() {
    this.afterRender();
  }

  private afterRender() {
    if (!this.turn || this.hydrated) return;
    this.hydrated = true;
    this.turn.onHydrated();
    if (this.props.children !== this.first.children || this.props.render !== this.first.render) this.forceUpdate();
  }
}

const queue: Turn[] = [];
/** True while a postponed part hydrates (from its turn until it has rendered). */
let lateTurnOpen = false;
let waiting: (() => void)[] = [];
/** True from the first postponed part until the last has hydrated. */
let hydrating = false;
/** The address the page was hydrated at: after a navigation, a part hydrating late shows the new page. */
let hydratedAt = '';

/**
 * Runs `callback` once every postponed part of the page has hydrated (at once when none waits). State that
 * changes the page after its first hydration waits for this, so each part hydrates from the HTML it has.
 */
export function afterPageHydrated(callback: () => void) {
  if (queue.length === 0 && !hydrating) callback();
  else waiting.push(callback);
}

function drained() {
  hydrating = false;
  const callbacks = waiting;
  waiting = [];
  for (const callback of callbacks) callback();
}

function takeTurn(owner: Gate): Turn {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  const turn: Turn = { promise, owner, opened: false, open: () => {}, onHydrated: () => {} };
  turn.open = () => {
    turn.opened = true;
    open();
  };
  if (!hydrating) {
    hydrating = true;
    hydratedAt = location.href;
    nextTask(openNext);
  }
  queue.push(turn);
  return turn;
}

const taskCallbacks: (() => void)[] = [];
let taskChannel: MessageChannel | null = null;

/**
 * A macrotask without `setTimeout`'s clamping to 4 ms once calls nest. One channel for all: creating one per
 * task cost more than some of the tasks.
 */
function nextTask(callback: () => void) {
  if (!taskChannel) {
    taskChannel = new MessageChannel();
    taskChannel.port1.onmessage = () => taskCallbacks.shift()?.();
  }
  taskCallbacks.push(callback);
  taskChannel.port2.postMessage(null);
}

/** Hydrates the elements in page order, one per task, and reports what differed as the first hydration does. */
function openNext() {
  const turn = queue.shift();
  if (!turn) {
    drained();
    return;
  }
  const kept = keptNodesOf(turn.owner);
  const parent = kept[0]?.parentNode;
  const observer = parent ? new MutationObserver(() => {}) : null;
  observer?.observe(parent as Node, {
    subtree: true,
    childList: true,
    characterData: true,
    characterDataOldValue: true,
  });
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    lateTurnOpen = false;
    if (observer) {
      const records = observer.takeRecords().filter((record) => concerns(record, kept));
      observer.disconnect();
      if (location.href === hydratedAt) hydrationState.reportRepairs?.(repairsOf(records));
    }
    nextTask(openNext);
  };
  turn.onHydrated = finish;
  lateTurnOpen = true;
  turn.open();
  // Preact renders the element in microtasks of this task; should it not, the queue still moves on.
  nextTask(finish);
}

/**
 * The pre-rendered nodes Preact keeps for a suspended component (plugins/preact/contract.mjs). Its `_excess`
 * field holds the first: a `<!--$s-->` comment whose range runs to the matching `<!--/$s-->`, or a single node.
 * Without it the part still hydrates, only unwatched.
 */
function keptNodesOf(owner: Gate): Node[] {
  const first = (owner as unknown as Record<string, unknown>)[EXCESS_FIELD];
  if (!(first instanceof Node)) return [];
  if (!isComment(first, RANGE_START)) return [first];
  const nodes: Node[] = [first];
  let depth = 1;
  for (let node = first.nextSibling; node && depth > 0; node = node.nextSibling) {
    if (isComment(node, RANGE_START)) depth++;
    else if (isComment(node, RANGE_END)) depth--;
    nodes.push(node);
  }
  return nodes;
}

const isComment = (node: Node, data: string) => node.nodeType === Node.COMMENT_NODE && (node as Comment).data === data;

function concerns(record: MutationRecord, kept: Node[]) {
  return kept.some((node) => node.contains(record.target) || [...record.removedNodes].includes(node));
}
