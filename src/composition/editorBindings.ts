import type { Container } from 'inversify';
import { ChatStore } from '../application/editor/chatStore';
import { EditorStore } from '../application/editor/editorStore';
import { Assistant } from '../ports/assistant.port';
import { Clock } from '../ports/clock.port';
import type { KeyValueStore } from '../ports/keyValueStore.port';
import { PersistentStore } from '../ports/keyValueStore.port';

/** Binds the code editor's stores to the container's adapters (part of `bindApplication`). */
export function bindEditor(container: Container): void {
  container
    .bind(EditorStore)
    .toDynamicValue((context) => new EditorStore(context.get<KeyValueStore>(PersistentStore), context.get<Clock>(Clock)))
    .inSingletonScope();
  container
    .bind(ChatStore)
    .toDynamicValue((context) => new ChatStore(context.get<Assistant>(Assistant), context.get<Clock>(Clock)))
    .inSingletonScope();
}
