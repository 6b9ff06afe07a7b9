import type { AppraisalDocument, CreatedDocument } from '@dealer/domain';
import { api } from '../../../lib/api-client';
import { toApiError } from '../../../lib/api-error';
import type { UploadRequest } from '../lib/upload-files';

/** POST /appraisals/{id}/documents {name, size, type, typeName}: answers the signed upload URL. */
export function createDocument(id: number, body: UploadRequest): Promise<CreatedDocument> {
  return api.post<CreatedDocument>(`/appraisals/${id}/documents`, body);
}

/**
 * PUT <uploadUrl> with the raw bytes and the declared content type. XMLHttpRequest rather than
 * fetch: only it reports upload progress.
 */
export function putDocumentFile(
  uploadUrl: string,
  file: Blob,
  contentType: string,
  onProgress: (loaded: number, total: number) => void,
): Promise<AppraisalDocument> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uploadUrl);
    // Our own upload URL needs no cookie either (it is signed); a bucket's refuses credentials.
    xhr.withCredentials = false;
    xhr.setRequestHeader('content-type', contentType);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response as AppraisalDocument);
      else reject(toApiError(xhr.status, xhr.response));
    };
    xhr.onerror = () => reject(new Error('Upload failed: network error'));
    xhr.onabort = () => reject(new Error('Upload aborted'));
    xhr.send(file);
  });
}

/** POST <confirmUrl> (our own origin): the server checks the bytes the bucket received and lists the file. */
export function confirmDocumentFile(confirmUrl: string): Promise<AppraisalDocument> {
  return api.post<AppraisalDocument>(new URL(confirmUrl, window.location.href).pathname.replace(/^\/api/, ''));
}
