import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { vinOfBarcode } from '../lib/barcode';

interface VinScannerProps {
  opened: boolean;
  onClose: () => void;
  onDetected: (vin: string) => void;
}

interface NativeDetector {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}
type DetectorConstructor = new (options: { formats: string[] }) => NativeDetector;

/** Stops whatever the scan started. */
type Stop = () => void;

/** The browser's own BarcodeDetector, polling the video a few times a second. */
async function scanNative(video: HTMLVideoElement, Detector: DetectorConstructor, found: (text: string) => void) {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
  video.srcObject = stream;
  await video.play();
  const detector = new Detector({ formats: ['code_39', 'data_matrix'] });
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    try {
      const codes = await detector.detect(video);
      const text = codes.map((c) => c.rawValue).find((t) => vinOfBarcode(t));
      if (text) return found(text);
    } catch {
      // A frame the detector cannot read: try the next one.
    }
    window.setTimeout(() => void tick(), 250);
  };
  void tick();
  return () => {
    stopped = true;
    for (const track of stream.getTracks()) track.stop();
  };
}

/** ZXing for browsers without BarcodeDetector, loaded only now so it never weighs on another page. */
async function scanZxing(video: HTMLVideoElement, found: (text: string) => void): Promise<Stop> {
  const [{ BrowserMultiFormatReader, BarcodeFormat }, { DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  const hints = new Map<unknown, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_39, BarcodeFormat.DATA_MATRIX]],
  ]);
  const reader = new BrowserMultiFormatReader(hints as Map<never, unknown>);
  const controls = await reader.decodeFromConstraints({ video: { facingMode: 'environment' } }, video, (result) => {
    if (result && vinOfBarcode(result.getText())) found(result.getText());
  });
  return () => controls.stop();
}

/**
 * SCAN (part 1 section 2, "SCAN by camera on mobile"): reads the VIN barcode on the door jamb or
 * windshield (Code 39 or Data Matrix) from the back camera.
 */
export function VinScanner({ opened, onClose, onDetected }: VinScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // The camera runs while the dialog is open, whatever the parent re-renders in between.
  const callbacks = useRef({ onClose, onDetected });
  callbacks.current = { onClose, onDetected };

  useEffect(() => {
    if (!opened) return;
    setFailed(false);
    let stop: Stop | null = null;
    let cancelled = false;
    const found = (text: string) => {
      const vin = vinOfBarcode(text);
      if (!vin || cancelled) return;
      cancelled = true;
      stop?.();
      callbacks.current.onDetected(vin);
      callbacks.current.onClose();
    };
    const start = async () => {
      const el = video.current;
      if (!el || !navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
      const Detector = (window as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
      const s = Detector ? await scanNative(el, Detector, found) : await scanZxing(el, found);
      if (cancelled) s();
      else stop = s;
    };
    start().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [opened]);

  return (
    <Modal opened={opened} onClose={onClose} title="Scan the VIN barcode" centered closeOnClickOutside={false}>
      <Stack gap="sm">
        {failed ? (
          <Alert color="red" role="alert">
            The camera could not be opened. Type the VIN instead.
          </Alert>
        ) : (
          <Text size="sm">Point the camera at the VIN barcode on the door jamb or the windshield.</Text>
        )}
        <video ref={video} muted playsInline style={{ width: '100%', borderRadius: 8, background: '#000' }} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
