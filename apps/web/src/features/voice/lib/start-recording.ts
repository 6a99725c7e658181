import { MICROPHONE_CONSTRAINTS, pickRecordingType } from "./recording-format";

/** The microphone could not be opened (refused, missing, busy): 'Failed to access microphone'. */
export class MicrophoneError extends Error {
  override readonly name = "MicrophoneError";
}

/** The recorder gave nothing usable: 'Failed to process recording'. */
export class RecordingError extends Error {
  override readonly name = "RecordingError";
}

export type Recording = {
  /** Feeds the level meter. */
  analyser: AnalyserNode;
  /** Ends the recording and gives the audio (webm/opus where the browser can). */
  stop: () => Promise<Blob>;
  /** Ends it and throws the audio away. */
  cancel: () => void;
};

/** Opens the microphone and starts recording; the microphone is released when the recording stops. */
export async function startRecording(): Promise<Recording> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: MICROPHONE_CONSTRAINTS, video: false });
  } catch (error) {
    throw new MicrophoneError("The microphone could not be opened", { cause: error });
  }
  const mimeType = pickRecordingType((type) => MediaRecorder.isTypeSupported(type));
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    throw new RecordingError("This browser cannot record audio", { cause: error });
  }
  const audio = new AudioContext();
  const analyser = audio.createAnalyser();
  analyser.fftSize = 1024;
  audio.createMediaStreamSource(stream).connect(analyser);

  const chunks: Blob[] = [];
  recorder.addEventListener("dataavailable", (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  let isReleased = false;
  const release = () => {
    if (isReleased) return;
    isReleased = true;
    for (const track of stream.getTracks()) track.stop();
    void audio.close();
  };
  const finished = new Promise<Blob>((resolve, reject) => {
    recorder.addEventListener("stop", () => {
      release();
      const type = recorder.mimeType || mimeType || "audio/webm";
      const recording = new Blob(chunks, { type });
      if (recording.size > 0) resolve(recording);
      else reject(new RecordingError("The recording is empty"));
    });
    recorder.addEventListener("error", (event) => {
      release();
      reject(new RecordingError("The recorder failed", { cause: event }));
    });
  });
  // A timeslice, so a long recording arrives in parts rather than as one buffer at the end.
  recorder.start(250);

  return {
    analyser,
    stop: () => {
      if (recorder.state !== "inactive") recorder.stop();
      return finished;
    },
    cancel: () => {
      finished.catch(() => {});
      if (recorder.state !== "inactive") recorder.stop();
      release();
    },
  };
}
