import { getContext } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';

/** Hands a text to the browser as a file download (a Blob behind an <a download>). */
export type SaveFile = (fileName: string, text: string, type: string) => void;

declare module '../../app/sagaContext' {
  interface SagaContext {
    /** The data export's file saver (src/features/trends/download.ts); tests pass their own. */
    saveFile?: SaveFile;
  }
}

export const saveTextFile: SaveFile = (fileName, text, type) => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has its bytes once the click is handled; free the blob afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
};

/** The saga context's file saver, else the browser's. */
export function* fileSaver(): SagaIterator<SaveFile> {
  return ((yield getContext('saveFile')) as SaveFile | undefined) ?? saveTextFile;
}
