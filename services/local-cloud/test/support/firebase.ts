// Test helper: a Firebase app wired to an emulator with the real SDK, one app per call.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore/lite';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { PROJECT_ID, STORAGE_BUCKET } from '../../src/config';

let appCount = 0;

// Refused reads are expected in these suites; the SDK would log each one as a warning.
setLogLevel('silent');

export interface TestFirebase {
  app: FirebaseApp;
  db: Firestore;
  storage: FirebaseStorage;
  close(): Promise<void>;
}

export function connectFirebase(port: number, host = '127.0.0.1'): TestFirebase {
  const app = initializeApp(
    { apiKey: 'demo-key', projectId: PROJECT_ID, storageBucket: STORAGE_BUCKET, appId: '1:1:web:1' },
    `test-${process.pid}-${appCount++}`,
  );
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host, port);
  const storage = getStorage(app);
  connectStorageEmulator(storage, host, port);
  return { app, db, storage, close: () => deleteApp(app) };
}
