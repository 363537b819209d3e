/** A feedback's server behaviour: it is only ever answered, which makes it ANSWERED. */
import { feedbackAnswerRule } from '../feedback/feedbackAnswerRule';
import type { EntityModule } from './entityModule';

export const feedbackEntity = {
  writeRule: feedbackAnswerRule,
} satisfies EntityModule<'feedback'>;
