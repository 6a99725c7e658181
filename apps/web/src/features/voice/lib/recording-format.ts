/** Spec §7 Audio: webm/opus first; Safari records only mp4, which the server also takes. */
export const RECORDING_TYPES = ["audio/webm;codecs=opus", "audio/ogg;codecs=opus", "audio/mp4"] as const;

/**
 * The microphone as the spec asks for it: one channel at 44.1 kHz. The browser's noise suppression and gain
 * control are off: made for calls, they reshape and clip speech in ways that cost the recognizer more words
 * than the noise they remove.
 */
export const MICROPHONE_CONSTRAINTS: MediaTrackConstraints = {
  channelCount: { ideal: 1 },
  sampleRate: { ideal: 44_100 },
  echoCancellation: false,
  noiseSuppression: false,
  autoGainControl: false,
};

/** The first recording type the browser supports; none means its own default. */
export function pickRecordingType(isSupported: (type: string) => boolean): string | undefined {
  return RECORDING_TYPES.find((type) => isSupported(type));
}

/** Loudness shown by the level meter, 0 (silence) to 1: the signal's RMS from -60 dBFS (floor) to -12 dBFS. */
export function levelOf(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const sample = samples[index] ?? 0;
    sum += sample * sample;
  }
  const rms = Math.sqrt(sum / samples.length);
  if (rms === 0) return 0;
  const decibels = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (decibels + 60) / 48));
}
