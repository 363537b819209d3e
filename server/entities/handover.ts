/** The pickup point counter's hand-overs (docs/decisions.md "Counter"): written by its actions only. */
import {
  confirmHandover,
  findCounterClient,
  handOverWithoutCode,
  sendHandoverCode,
} from '../counter/handoverActions';
import type { EntityModule } from './entityModule';

export const handoverEntity = {
  actions: { findCounterClient, sendHandoverCode, confirmHandover, handOverWithoutCode },
} satisfies EntityModule<'handover'>;
