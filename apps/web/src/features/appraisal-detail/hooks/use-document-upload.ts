import type { UploadDocumentKind } from '@dealer/domain';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useCurrentDealer } from '../../auth';
import { appraisalKey } from '../api/get-appraisal-detail';
import { confirmDocumentFile, createDocument, putDocumentFile } from '../api/upload-document';
import { progressPercent, uploadRequest } from '../lib/upload-files';

export interface UploadItem {
  key: string;
  name: string;
  percent: number;
}

let sequence = 0;

/**
 * Uploads files of one kind, several at once: POST the document, then PUT the bytes to its signed
 * URL with per-file progress. Part 1 section 8: "File upload failure | logged; the document is
 * cleared" (a short notice tells the user which file did not go).
 */
export function useDocumentUpload(appraisalId: number, appraisalTypeId: number, kind: UploadDocumentKind) {
  const queryClient = useQueryClient();
  const { dealer } = useCurrentDealer();
  const [items, setItems] = useState<UploadItem[]>([]);

  const uploadOne = useCallback(
    async (file: File) => {
      const request = uploadRequest(file, kind, appraisalTypeId);
      if (!request.ok) {
        console.error(`Upload of ${file.name} refused: ${request.message}`);
        notifications.show({ color: 'red', message: `${file.name}: ${request.message}` });
        return;
      }
      sequence += 1;
      const key = `${kind}-${sequence}`;
      setItems((all) => [...all, { key, name: file.name, percent: 0 }]);
      try {
        const created = await createDocument(appraisalId, request.body);
        await putDocumentFile(created.uploadUrl, file, request.body.type, (loaded, total) =>
          setItems((all) => all.map((i) => (i.key === key ? { ...i, percent: progressPercent(loaded, total) } : i))),
        );
        if (created.confirmUrl) await confirmDocumentFile(created.confirmUrl);
      } catch (error) {
        console.error(`Upload of ${file.name} failed`, error);
        notifications.show({ color: 'red', message: `${file.name} was not uploaded.` });
      } finally {
        setItems((all) => all.filter((i) => i.key !== key));
        await queryClient.invalidateQueries({ queryKey: appraisalKey(dealer.id, appraisalId) });
      }
    },
    [appraisalId, appraisalTypeId, kind, queryClient, dealer.id],
  );

  const upload = useCallback((files: File[]) => Promise.all(files.map(uploadOne)), [uploadOne]);
  return { items, upload };
}
