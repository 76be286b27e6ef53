/** One of the dashboard's figures against the period before, with the change in words for screen readers. */
export function FigureCard({
  label,
  value,
  previous,
  change,
  comparedWith,
}: {
  label: string;
  value: string;
  previous: string;
  change: number | null;
  comparedWith: string;
}) {
  const tone = change === null || change === 0 ? "flat" : change > 0 ? "up" : "down";
  const changeText = change === null ? "no figure to compare" : `${change > 0 ? "+" : ""}${change.toLocaleString("en-GB")} %`;
  return (
    <div className="dashboard-figure">
      <dt>{label}</dt>
      <dd>
        <span className="dashboard-figure__value">{value}</span>
        <span className={`dashboard-figure__change dashboard-figure__change--${tone}`}>
          <span aria-hidden="true">{tone === "up" ? "▲ " : tone === "down" ? "▼ " : ""}</span>
          {changeText}
        </span>
        <span className="dashboard-figure__previous">
          {comparedWith}: {previous}
        </span>
      </dd>
    </div>
  );
}
