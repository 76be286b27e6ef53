import { countryName } from "../../../domain/checkout/address-fields.ts";

/** A postal address as lines; empty parts are left out. */
export function AddressBlock({ address }: { address: Record<string, string | undefined> }) {
  const cityLine = [address.city, address.state, address.postcode].filter(Boolean).join(", ");
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(" "),
    address.company,
    address.address1,
    address.address2,
    cityLine,
    address.country ? countryName(address.country) : "",
  ].filter((line): line is string => Boolean(line));
  return (
    <address className="address-block">
      {lines.map((line, i) => (
        <span key={i} className="address-block__line">
          {line}
        </span>
      ))}
      {address.phone && <span className="address-block__line">{address.phone}</span>}
      {address.vatNumber && <span className="address-block__line">VAT number: {address.vatNumber}</span>}
    </address>
  );
}
