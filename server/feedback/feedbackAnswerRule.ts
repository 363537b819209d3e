/**
 * A feedback is answered, never written otherwise (clients write it through the bot): every write
 * must leave it with a non-blank answer (else 400 on `answer`, so an answer is never cleared), and
 * its status follows from that: ANSWERED. Who answered and when are stamped with the answer
 * (`stampedOn: answer`); the answering user's count follows in answeredCountHook.
 */
import type { WriteRule } from '../access/writeRule';

const ANSWERED = 'ANSWERED';

export const feedbackAnswerRule: WriteRule = (_before, after) => {
  const { answer } = after;
  if (typeof answer !== 'string' || answer.trim() === '')
    return {
      ok: false,
      status: 400,
      message: 'validation.formFailed',
      errors: { answer: 'validation.required' },
    };
  return { ok: true, record: { ...after, status: ANSWERED } };
};
