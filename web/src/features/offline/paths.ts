/** The page of the shuls saved on this device (routes/saved.tsx). */
export const SAVED_PATH = '/saved';
