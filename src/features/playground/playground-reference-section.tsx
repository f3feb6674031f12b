import type { PlaygroundMessages } from './playground-messages';
import {
  CSS_VARIABLES,
  HEADLESS_EXAMPLE,
  PROP_ROWS,
  SERVER_EXAMPLE,
  type PropRow,
} from './playground-reference';
import '../../components/ui/table.css';

function Table({ rows, caption }: { readonly rows: readonly PropRow[]; readonly caption: string }) {
  // The table scrolls within its own box, so a narrow screen does not scroll the page sideways.
  return (
    <div className="tf-playground__table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="tf-table tf-playground__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">What</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <code>{row.name}</code>
              </th>
              <td>
                <code>{row.type}</code>
              </td>
              <td>{row.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The short reference below the playground: props, CSS variables, the headless hooks and the server helpers. */
export function PlaygroundReference({ t }: { readonly t: PlaygroundMessages }) {
  return (
    <section
      lang="en"
      dir="ltr"
      className="tf-playground__reference"
      aria-labelledby="tf-playground-reference"
    >
      <h2 id="tf-playground-reference">{t.reference}</h2>
      <Table rows={PROP_ROWS} caption="PhoneInput props" />
      <Table rows={CSS_VARIABLES} caption="CSS custom properties (telfield/style.css)" />
      <h3>Headless: telfield/headless</h3>
      <pre className="tf-playground__code" tabIndex={0}>
        <code>{HEADLESS_EXAMPLE}</code>
      </pre>
      <h3>On the server: telfield/phone</h3>
      <pre className="tf-playground__code" tabIndex={0}>
        <code>{SERVER_EXAMPLE}</code>
      </pre>
    </section>
  );
}
