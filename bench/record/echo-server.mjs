// Child process: a bare Socket.IO server on the same transport, acknowledging every event
// with an envelope echoing its payload: the ceiling Kokpit's numbers are compared with.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { serveClient: false, maxHttpBufferSize: 256 * 1024 });
io.of('/student').on('connection', (socket) => {
  socket.onAny((...args) => {
    const ack = args.at(-1);
    if (typeof ack === 'function') {
      ack({ isPositive: true, code: 200, message: '', debugMessage: '', data: args[1] ?? {} });
    }
  });
});
http.listen(0, '127.0.0.1', () => {
  process.send({ type: 'ready', url: `http://127.0.0.1:${http.address().port}` });
});
process.on('message', (msg) => {
  if (msg.type === 'cpu') {
    process.send({
      type: 'cpu',
      usage: process.cpuUsage(),
      elu: performance.eventLoopUtilization(),
    });
  }
  if (msg.type === 'stop') io.close(() => process.exit(0));
});
