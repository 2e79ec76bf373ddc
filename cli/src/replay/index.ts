export { startReplayServer, MAX_SPEED, type ReplayOptions, type ReplayServer } from './server';
export { readRecording, recordLineSchema, type Recording, type ReplayRecord } from './recording';
export { RecordingError, ReplayError } from './errors';
export { defaultSessionFiles, DATA_DIR } from './paths';
