import { Component, type ReactNode, Suspense } from 'react';
import { hydrationState } from '../preact/hydration-state.mjs';
import { repairsOf } from '../preact/repairs.mjs';

/**
 * Postpones the hydration of one pre-rendered element to a task of its own, after the page's first hydration.
 * Hydrating a long page in one go blocks the main thread for hundreds of milliseconds on a phone; in small
 * tasks the page answers input in between. The element's HTML stays on screen meanwhile (Preact keeps the
 * DOM of a component that suspends while hydrating), so nothing shifts.
 *
 * It must wrap a single root element. Everywhere else (the server, `rspress dev`, a page the reader opens
 * after the first) it renders its children at once.
 */
export default function HydrateLater({ children }: { children?: ReactNode }) {
  if (typeof window === 'undefined') return children;
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

interface Turn {
  promise: Promise<void>;
  open: () => void;
  opened: boolean;
  owner: Gate;
}

class Gate extends Component<{ children?: ReactNode }> {
  private turn = hydrationState.active ? takeTurn(this) : null;

  render() {
    if (this.turn && !this.turn.opened) throw this.turn.promise;
    return this.props.children;
  }
}

const queue: Turn[] = [];

function takeTurn(owner: Gate): Turn {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  const turn: Turn = { promise, owner, opened: false, open: () => {} };
  turn.open = () => {
    turn.opened = true;
    open();
  };
  if (queue.push(turn) === 1) nextTask(openNext);
  return turn;
}

/** A macrotask without `setTimeout`'s clamping to 4 ms once calls nest. */
function nextTask(callback: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => callback();
  channel.port2.postMessage(null);
}

/** Hydrates the elements in page order, one per task, and reports what differed as the first hydration does. */
function openNext() {
  const turn = queue.shift();
  if (!turn) return;
  const kept = keptElementOf(turn.owner);
  const parent = kept?.parentNode;
  const observer = parent ? new MutationObserver(() => {}) : null;
  observer?.observe(parent as Node, {
    subtree: true,
    childList: true,
    characterData: true,
    characterDataOldValue: true,
  });
  turn.open();
  // Preact renders the resumed element in microtasks of this task; the next task sees the result.
  nextTask(() => {
    if (observer && kept) {
      const records = observer.takeRecords().filter((record) => concerns(record, kept));
      observer.disconnect();
      hydrationState.reportRepairs?.(repairsOf(records));
    }
    openNext();
  });
}

/**
 * The pre-rendered node Preact keeps for a suspended component: its `_excess` field, named `__z` in Preact
 * 11's build (plugins/preact pins the version). Without it the element still hydrates, only unwatched.
 */
function keptElementOf(owner: Gate): Node | undefined {
  const kept = (owner as unknown as { __z?: unknown }).__z;
  return kept instanceof Node ? kept : undefined;
}

function concerns(record: MutationRecord, kept: Node) {
  return kept.contains(record.target) || [...record.removedNodes].includes(kept);
}
