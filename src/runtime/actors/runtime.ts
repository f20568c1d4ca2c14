import type { OrderRuntime } from '../createOrderRuntime.ts';

/** What a child machine's actors are made from: the element's api client and its root actor, read when a call starts. */
export type ChildRuntime = Pick<OrderRuntime, 'api' | 'actor'>;
