// The upload dialog's contract, kept apart from the dialog so that callers can type their
// props without importing Uppy (which loads only when a dialog opens).
/** What the dialog knows about a picked file when it asks where to send it. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** Where one file goes: a URL to PUT to, with the headers it was signed for. */
export interface UploadTarget {
  url: string;
  key?: string;
  headers?: Record<string, string>;
}

export interface UploadedFile {
  name: string;
  /** The URL the file was stored at (the upload URL without its query). */
  uploadURL: string;
}

export interface UploadResultSummary {
  successful: UploadedFile[];
  failed: { name: string; error: string }[];
}

export interface UploadOptions {
  /** The upload dialog: 1 file by default. */
  maxNumberOfFiles?: number;
  /** The upload dialog: 10485760 bytes by default. */
  maxFileSize?: number;
  /** MIME types or extensions the picker accepts; any when omitted. */
  allowedFileTypes?: readonly string[];
  /** A line of guidance shown in the dialog. */
  note?: string;
  getUploadTarget: (file: PickedFile) => Promise<UploadTarget>;
  /** Receives the completion result; resolve true to close the dialog. */
  onComplete: (result: UploadResultSummary) => Promise<boolean> | boolean;
}
