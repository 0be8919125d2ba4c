import { readEventStream, type StreamEvent } from './event-stream';

const bytes = (text: string) => Uint8Array.from(Buffer.from(text, 'utf8'));

test('events split across chunks, comments skipped, multi-line data joined, CRLF read as LF', async () => {
  const chunks = [
    'retry: 3000\n: open\n\nevent: no',
    'tice\ndata: {}\n\n: ping\n\n',
    'data: แรก\r\ndata: สอง\r\n\r\n',
  ];
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => {
      chunks.forEach((chunk) => controller.enqueue(bytes(chunk)));
      controller.close();
    },
  });
  const events: StreamEvent[] = [];
  await readEventStream(body, (event) => events.push(event));
  expect(events).toEqual([
    { event: 'notice', data: '{}' },
    { event: 'message', data: 'แรก\nสอง' },
  ]);
});
