import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { TextButton } from '@/components/TextButton';

type Controls = { stop: () => void };

/**
 * The phone's camera reading QR codes. @zxing/browser is imported only when the camera is opened, so the
 * console's start-up bundle does not carry it; each code read is handed to `onCode` (the same code again only
 * after two seconds, so one ticket held up is one scan).
 */
export const CameraScan = ({ onCode }: { onCode: (code: string) => void }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const last = useRef({ code: '', at: 0 });
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    if (!open) return undefined;
    let controls: Controls | null = null;
    let cancelled = false;
    import('@zxing/browser')
      .then(({ BrowserQRCodeReader }) =>
        new BrowserQRCodeReader().decodeFromVideoDevice(undefined, video.current!, (result) => {
          if (!result) return;
          const code = result.getText();
          const now = Date.now();
          if (code === last.current.code && now - last.current.at < 2000) return;
          last.current = { code, at: now };
          handler.current(code);
        }),
      )
      .then((started) => {
        if (cancelled) started.stop();
        else controls = started;
      })
      .catch((error: Error) => {
        if (!cancelled) setFailure(error.message || String(error));
      });
    return () => {
      cancelled = true;
      controls?.stop();
    };
  }, [open]);

  return (
    <Box>
      <TextButton
        variant="outlined"
        data-testid="check-in-camera"
        label={open ? 'app.check_in.camera_stop' : 'app.check_in.camera'}
        onClick={() => {
          setFailure(null);
          setOpen((o) => !o);
        }}
      />
      {failure && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('app.check_in.camera_failed', { reason: failure })}
        </Alert>
      )}
      {open && (
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          sx={{ mt: 1, width: '100%', maxWidth: 480, borderRadius: 1 }}
        />
      )}
    </Box>
  );
};
