import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * Checks an answer against the published OpenAPI document: the path and status must be
 * documented, and the body must match the documented schema (JSON Schema 2020-12).
 */
type Doc = {
  paths: Record<string, { get?: { responses: Record<string, { $ref?: string }> } }>;
};

const ERROR_POINTER = '/components/schemas/Error';

function escapePointer(part: string): string {
  return part.replaceAll('~', '~0').replaceAll('/', '~1');
}

export class OpenApiValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly templates: { template: string; pattern: RegExp }[];

  constructor(private readonly doc: Doc) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema(doc as object, 'openapi');
    this.templates = Object.keys(doc.paths).map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    }));
  }

  templateOf(pathname: string): string | null {
    return this.templates.find((t) => t.pattern.test(pathname))?.template ?? null;
  }

  /** Throws with the validator's complaints when the answer is not what the document says. */
  check(method: string, pathname: string, status: number, body: unknown): void {
    const template = this.templateOf(pathname);
    const pointer = method === 'GET' && template ? this.responsePointer(template, status) : ERROR_POINTER;
    const validate = this.validator(pointer);
    if (!validate(body)) {
      throw new Error(`${method} ${pathname} → ${status}: ${this.ajv.errorsText(validate.errors)}`);
    }
  }

  private responsePointer(template: string, status: number): string {
    const responses = this.doc.paths[template]?.get?.responses ?? {};
    const response = responses[String(status)];
    if (!response) throw new Error(`el documento OpenAPI no declara ${status} para GET ${template}`);
    const base = response.$ref
      ? response.$ref.slice(1)
      : `/paths/${escapePointer(template)}/get/responses/${status}`;
    return `${base}/content/application~1json/schema`;
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi#${pointer}` });
      this.compiled.set(pointer, validate);
    }
    return validate;
  }
}
