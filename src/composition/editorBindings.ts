import type { Container } from 'inversify';
import { ChatStore } from '../application/editor/chatStore';
import { EditorStore } from '../application/editor/editorStore';
import { Assistant } from '../ports/assistant.port';
import { Clock } from '../ports/clock.port';
import { PersistentStore } from '../ports/keyValueStore.port';
import { bindService } from './resolve';

/** Binds the code editor's stores to the container's adapters (part of `bindApplication`). */
export function bindEditor(container: Container): void {
  bindService(container, EditorStore, (get) => new EditorStore(get(PersistentStore), get(Clock)));
  bindService(container, ChatStore, (get) => new ChatStore(get(Assistant), get(Clock)));
}
