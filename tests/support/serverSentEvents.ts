/** Reads server-sent events from a response until `count` events arrived: their `data` lines, in order. */
export async function firstEvents(response: Response, count: number): Promise<string[]> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  while ((text.match(/^data: .*$/gm) ?? []).length < count) {
    const chunk = await reader.read();
    if (chunk.done) break;
    text += decoder.decode(chunk.value);
  }
  await reader.cancel();
  return (text.match(/^data: .*$/gm) ?? []).map((line) => line.slice(6));
}
