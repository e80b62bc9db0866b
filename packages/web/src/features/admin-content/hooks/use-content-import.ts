import { ServerPushes, type ContentImportPayload, type ImportProgress } from '@kokpit/shared';
import { useEffect, useRef, useState } from 'react';
import { describeError } from '../../../lib/describe-error';
import { notify } from '../../../lib/notify';
import { getSocket } from '../../../lib/socket';
import { startContentImport } from '../api/content-import';

export type ImportState = Omit<ImportProgress, 'importId'> | null;

/**
 * Starts an import and follows its `import-progress` pushes. The server runs one import at a
 * time, so while ours runs every push on this operator's socket is ours (a push may even come
 * before the start's answer).
 */
export function useContentImport() {
  const [state, setState] = useState<ImportState>(null);
  const [running, setRunning] = useState(false);
  const runningRef = useRef(false);

  useEffect(() => {
    const socket = getSocket('/admin');
    const onPush = (p: ImportProgress) => {
      if (!runningRef.current) return;
      setState({
        percent: p.percent,
        stage: p.stage,
        done: p.done,
        summary: p.summary,
        error: p.error,
      });
      if (p.done) {
        runningRef.current = false;
        setRunning(false);
        if (p.error) notify({ message: p.error, tone: 'error' });
      }
    };
    socket.on(ServerPushes.importProgress, onPush);
    return () => {
      socket.off(ServerPushes.importProgress, onPush);
    };
  }, []);

  const start = async (input: ContentImportPayload) => {
    runningRef.current = true;
    setRunning(true);
    setState({ percent: 0, stage: 'reading', done: false });
    try {
      const envelope = await startContentImport(input);
      notify({ message: envelope.message, fallbackKey: 'adminOps.done', tone: 'success' });
    } catch (error) {
      runningRef.current = false;
      setRunning(false);
      setState(null);
      notify({ message: describeError(error), tone: 'error' });
    }
  };

  return { state, running, start };
}
