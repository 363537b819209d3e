/**
 * The verification codes a test server makes, recorded: the picture holds no text a script could
 * read, so a test learns each picture's code the way the person looking at it would, from outside
 * the markup. Given to createApp as `createCaptchaCode`; the pictures themselves are the real ones.
 */
import { createCaptchaCode } from '../../../server/auth/captcha';

export interface RecordedCaptchaCodes {
  create: () => string;
  /** The code of the picture made last. */
  latest: () => string;
}

export function recordingCaptchaCodes(): RecordedCaptchaCodes {
  const issued: string[] = [];
  return {
    create: () => {
      const code = createCaptchaCode();
      issued.push(code);
      return code;
    },
    latest: () => {
      const code = issued.at(-1);
      if (code === undefined) throw new Error('no picture was made yet');
      return code;
    },
  };
}
