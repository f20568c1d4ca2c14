export { createApiClient, type ApiClient, type ApiClientOptions } from './client.ts';
export { ApiError, isApiError, codeForStatus, type ApiCallName, type ApiErrorCode } from './errors.ts';
export { reportApiError, isReportable, isReportingEnvironment, releaseLabel, scrubText, scrubUrl, scrubValue } from './reporting.ts';
export { filenameFromContentDisposition, readDocumentCookie, XSRF_COOKIE, XSRF_HEADER, type CallOptions, type PdfFile } from './http.ts';
export * from './schemas/index.ts';
