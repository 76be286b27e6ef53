/**
 * Reads CSV text (RFC 4180 as spreadsheets write it): comma-separated, fields in double quotes may hold
 * commas, quotes (doubled) and line breaks; CRLF or LF line ends; a byte-order mark is ignored. Blank
 * lines are dropped. Returns the records as arrays of text, or the first structural error.
 */
export type CsvParse = { ok: true; records: string[][] } | { ok: false; error: string };

export function parseCsv(text: string): CsvParse {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let fieldStarted = false;
  let line = 1;
  const endField = () => {
    record.push(field);
    field = "";
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    if (!(record.length === 1 && record[0] === "")) records.push(record);
    record = [];
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === "\n") line++;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      if (fieldStarted) return { ok: false, error: `Line ${line}: a quote inside an unquoted field.` };
      quoted = true;
      fieldStarted = true;
    } else if (char === ",") endField();
    else if (char === "\r" && source[i + 1] === "\n") continue;
    else if (char === "\n" || char === "\r") {
      endRecord();
      line++;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (quoted) return { ok: false, error: `Line ${line}: a quoted field is never closed.` };
  if (field !== "" || record.length > 0) endRecord();
  return { ok: true, records };
}
