// A click at the target rhythm, scheduled on the Web Audio clock: timers only top up the queue a
// little ahead, so the beat stays steady even when the main thread is busy (the usual lookahead
// scheduler). Browser only; created on a user's action, as browsers require for sound.

const LOOKAHEAD_S = 0.12;
const TOP_UP_MS = 25;
const CLICK_S = 0.04;

export class Metronome {
  private context: AudioContext | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private nextBeat = 0;

  start(bpm: number): void {
    this.stop();
    const context = (this.context ??= new AudioContext());
    void context.resume();
    const beat = 60 / bpm;
    this.nextBeat = context.currentTime + 0.05;
    const topUp = () => {
      while (this.nextBeat < context.currentTime + LOOKAHEAD_S) {
        this.click(context, this.nextBeat);
        this.nextBeat += beat;
      }
    };
    topUp();
    this.timer = setInterval(topUp, TOP_UP_MS);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  close(): void {
    this.stop();
    void this.context?.close();
    this.context = null;
  }

  private click(context: AudioContext, at: number): void {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.3, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + CLICK_S);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + CLICK_S);
  }
}
