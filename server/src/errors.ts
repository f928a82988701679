import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { WireErrorBody } from '../../src/api/wire/common';
import { DEFAULT_LOCALE, requestLocale, write, type Message } from './i18n';

/**
 * A deliberate HTTP failure: rendered as `{ status: 'error', error_reason, ...extra }`. A reason
 * given as a catalogue Message is written in the request's language (`message` holds English).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly extra: Partial<WireErrorBody>;
  readonly headers: Record<string, string>;
  readonly text: Message | null;

  constructor(statusCode: number, reason: string | Message, extra: Partial<WireErrorBody> = {}, headers: Record<string, string> = {}) {
    super(typeof reason === 'string' ? reason : write(DEFAULT_LOCALE, reason));
    this.name = 'HttpError';
    this.text = typeof reason === 'string' ? null : reason;
    this.statusCode = statusCode;
    this.extra = extra;
    this.headers = headers;
  }
}

export const errorBody = (reason: string, extra: Partial<WireErrorBody> = {}): WireErrorBody => ({
  status: 'error',
  error_reason: reason,
  ...extra,
});

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const fieldName = (context: string | undefined, instancePath: string, extra?: unknown): string => {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof extra === 'string') parts.push(extra);
  if (parts.length === 0) return context ?? 'request';
  return parts.join('.');
};

/** Turns an ajv schema error into a sentence that names the field. */
export function describeValidation(issues: AjvIssue[], context?: string): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  const where = context === 'querystring' ? 'query parameter' : context === 'params' ? 'path parameter' : 'field';
  switch (issue.keyword) {
    case 'required':
      return `Missing required ${where} '${fieldName(context, issue.instancePath, issue.params.missingProperty)}'`;
    case 'enum': {
      const allowed = (issue.params.allowedValues as unknown[] | undefined)?.join(', ') ?? '';
      return `Invalid ${where} '${fieldName(context, issue.instancePath)}': must be one of ${allowed}`;
    }
    case 'type':
      if (issue.instancePath === '') return `Invalid ${context ?? 'request'}: must be ${String(issue.params.type)}`;
      return `Invalid ${where} '${fieldName(context, issue.instancePath)}': must be ${String(issue.params.type)}`;
    default:
      return `Invalid ${where} '${fieldName(context, issue.instancePath)}': ${issue.message ?? 'is not valid'}`;
  }
}

/** The one error handler: schema errors → 400, other 4xx keep their code, the rest → 500 'Something broke'. */
export function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof HttpError) {
    const reason = error.text ? write(requestLocale(request), error.text) : error.message;
    reply.headers(error.headers).code(error.statusCode).send(errorBody(reason, error.extra));
    return;
  }
  const fe = error as FastifyError;
  if (fe.validation) {
    reply.code(400).send(errorBody(describeValidation(fe.validation as AjvIssue[], fe.validationContext)));
    return;
  }
  const code = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (code >= 400 && code < 500) {
    reply.code(code).send(errorBody(fe.message || 'Bad request'));
    return;
  }
  // Never log the request itself here: the req serializer already strips secrets from the url.
  request.log.error({ err: { type: fe.name, message: fe.message, code: fe.code, stack: fe.stack } }, 'unexpected error');
  reply.code(500).send(errorBody('Something broke'));
}
