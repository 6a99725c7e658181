/** The parts of the Web Speech API used here; TypeScript's DOM library does not describe it. */
type SpeechRecognitionLike = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  processLocally?: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};

type SpeechRecognitionClass = {
  new (): SpeechRecognitionLike;
  available?: (options: { langs: string[]; processLocally: boolean }) => Promise<string>;
};

const LANGUAGE = "en-US";

function recognitionClass(scope: object): SpeechRecognitionClass | null {
  const speech = scope as {
    SpeechRecognition?: SpeechRecognitionClass;
    webkitSpeechRecognition?: SpeechRecognitionClass;
  };
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition ?? null;
}

/**
 * Whether this browser recognises English speech on the device itself. Only then is it used: browser
 * recognition that is not on-device sends the audio to the browser maker's servers, and this app makes no
 * calls to services an administrator has not chosen.
 */
export async function canRecognizeOnDevice(scope: object = window): Promise<boolean> {
  const Recognition = recognitionClass(scope);
  if (!Recognition?.available) return false;
  try {
    return (await Recognition.available({ langs: [LANGUAGE], processLocally: true })) === "available";
  } catch {
    return false;
  }
}

export type OnDeviceRecognition = {
  /** Stops listening and gives what was heard ("" for nothing). */
  finish: () => Promise<string>;
  cancel: () => void;
};

/** Starts on-device recognition; call only after `canRecognizeOnDevice` said yes. */
export function startOnDeviceRecognition(scope: object = window): OnDeviceRecognition {
  const Recognition = recognitionClass(scope);
  if (!Recognition) throw new Error("This browser has no speech recognition");
  const recognition = new Recognition();
  recognition.lang = LANGUAGE;
  recognition.continuous = true;
  recognition.interimResults = false;
  recognition.processLocally = true;
  let transcript = "";
  let failure: string | null = null;
  const ended = new Promise<void>((resolve) => {
    recognition.onend = () => resolve();
  });
  recognition.onresult = (event) => {
    transcript = Array.from(event.results, (result) => result[0]?.transcript ?? "").join(" ");
  };
  recognition.onerror = (event) => {
    // Silence is not a failure: the empty transcript becomes 'No speech detected'.
    if (event.error !== "no-speech" && event.error !== "aborted") failure = event.error;
  };
  recognition.start();
  return {
    finish: async () => {
      recognition.stop();
      await ended;
      if (failure) throw new Error(`Speech recognition failed: ${failure}`);
      return transcript.trim();
    },
    cancel: () => recognition.abort(),
  };
}
