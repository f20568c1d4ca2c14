export { createApiClient, type ApiClient, type ApiClientOptions } from './client.ts';
export { ApiError, isApiError, codeForStatus, type ApiCallName, type ApiErrorCode } from './errors.ts';
export { reportApiError, isReportable, isReportingEnvironment, releaseLabel, scrubText, scrubUrl, scrubValue } from './reporting.ts';
export { readDocumentCookie, XSRF_COOKIE, XSRF_HEADER, type CallOptions } from './http.ts';
export { filenameFromContentDisposition, type PdfFile } from './pdfFile.ts';
export * from './schemas/index.ts';
