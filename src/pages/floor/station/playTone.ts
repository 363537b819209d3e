/**
 * A short beep through Web Audio: a high one for a good answer, a low longer one for a problem.
 * Silent where the browser has no audio (tests, an old browser): the answer is still on screen.
 */
let context: AudioContext | undefined;

export function playTone(good: boolean): void {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return;
  try {
    context ??= new window.AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = good ? 'sine' : 'square';
    oscillator.frequency.value = good ? 880 : 220;
    gain.gain.value = 0.1;
    oscillator.connect(gain).connect(context.destination);
    const start = context.currentTime;
    oscillator.start(start);
    oscillator.stop(start + (good ? 0.12 : 0.35));
  } catch {
    // No sound, no harm: the answer is on screen.
  }
}
