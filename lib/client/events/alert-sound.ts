/**
 * The critical-event chime, synthesised with WebAudio so no audio file is shipped or fetched.
 * Browsers only let audio start after a user gesture, so `unlockAlertSound` is called from the
 * click that turns sound on; later alerts reuse that context.
 */
let context: AudioContext | null = null;
let lastPlayed = 0;

const MIN_GAP_MS = 2_000;
const TONES_HZ = [880, 660, 880, 660] as const;
const TONE_S = 0.16;

export function unlockAlertSound(): Promise<void> {
  context ??= new AudioContext();
  return context.resume();
}

/**
 * For a page opened with sound already on: the context starts suspended, and the operator's
 * first click or key anywhere on the page lets it run.
 */
export function armAlertSound(): () => void {
  const unlock = () => void unlockAlertSound();
  const options = { once: true, capture: true } as const;
  window.addEventListener('pointerdown', unlock, options);
  window.addEventListener('keydown', unlock, options);
  return () => {
    window.removeEventListener('pointerdown', unlock, options);
    window.removeEventListener('keydown', unlock, options);
  };
}

/** Two-tone alarm, at most once every two seconds however many critical events arrive together. */
export function playAlertSound(): void {
  if (!context || context.state !== 'running') return;
  const now = performance.now();
  if (now - lastPlayed < MIN_GAP_MS) return;
  lastPlayed = now;
  const start = context.currentTime + 0.02;
  TONES_HZ.forEach((hz, index) => playTone(context as AudioContext, hz, start + index * TONE_S));
}

function playTone(audio: AudioContext, hz: number, at: number): void {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'triangle';
  oscillator.frequency.value = hz;
  // A short attack and release avoid the click of a square edge.
  gain.gain.setValueAtTime(0, at);
  gain.gain.linearRampToValueAtTime(0.25, at + 0.01);
  gain.gain.setValueAtTime(0.25, at + TONE_S - 0.03);
  gain.gain.linearRampToValueAtTime(0, at + TONE_S - 0.005);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(at);
  oscillator.stop(at + TONE_S);
}
