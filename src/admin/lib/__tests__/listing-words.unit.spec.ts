import { checkedWords, checkResultWords, filterStateWords, LISTING_FILTER_STATES, LISTING_STATE, listingStateBadge } from "../listing-words"
import { messageWords } from "../message-words"
import { translator } from "./translate"

const en = translator("en")
const de = translator("de")

const NOW = Date.parse("2025-03-01T12:00:00Z")
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString()

describe("listing words", () => {
  it("names every state the grid shows and filters by, in both languages", () => {
    for (const state of [...LISTING_FILTER_STATES, "ended_by_you"]) {
      for (const t of [en, de]) {
        expect(t(LISTING_STATE[state].key)).not.toBe(LISTING_STATE[state].key)
        expect(filterStateWords(state, t)).not.toMatch(/^marketplaceExchange\./)
      }
    }
    expect(
      ["listed", "ended_out_of_stock", "not_active", "unchecked", "removed", "parked", "not_sent"].map(
        (s) => listingStateBadge(s, false, en).text
      )
    ).toEqual(["Listed", "Ended: out of stock", "Not active on eBay", "Not checked", "Removed", "Held back", "Not sent"])
    expect(
      ["listed", "ended_out_of_stock", "not_active", "unchecked", "removed", "parked", "not_sent"].map(
        (s) => listingStateBadge(s, false, de).text
      )
    ).toEqual([
      "Eingestellt",
      "Beendet: kein Bestand",
      "Nicht aktiv bei eBay",
      "Nicht geprüft",
      "Entfernt",
      "Zurückgehalten",
      "Nicht gesendet",
    ])
  })

  it("shows a product the service lost in red, in both languages (A50)", () => {
    expect(listingStateBadge("gone_at_service", false, en)).toEqual({ text: "Gone at the service", color: "red" })
    expect(listingStateBadge("gone_at_service", false, de)).toEqual({ text: "Bei der Schnittstelle verschwunden", color: "red" })
  })

  it("says a listing the merchant ended apart from one never created, and the filter holds both", () => {
    expect(listingStateBadge("not_listed", true, en)).toEqual({ text: "Ended by you", color: "grey" })
    expect(listingStateBadge("not_listed", false, en)).toEqual({ text: "Not listed", color: "grey" })
    expect(listingStateBadge("not_listed", true, de).text).toBe("Von Ihnen beendet")
    expect(filterStateWords("not_listed", en)).toBe("Not listed or ended by you")
    // The merchant's End listing does not change how a listing the service holds is named.
    expect(listingStateBadge("listed", true, en).text).toBe("Listed")
  })

  it("colours a listing that is not active as a problem, and shows a state it does not know as it came", () => {
    expect(listingStateBadge("not_active", false, en).color).toBe("red")
    expect(listingStateBadge("listed", false, en).color).toBe("green")
    expect(listingStateBadge("on_hold", false, en)).toEqual({ text: "on_hold", color: "grey" })
  })

  it("says when the service was last asked, relative to now, in the admin's language", () => {
    expect(checkedWords("listed", ago(300), NOW, en)).toBe("checked 5 min ago")
    expect(checkedWords("listed", ago(300), NOW, de)).toBe("geprüft vor 5 Min.")
    expect(checkedWords("listed", ago(12), NOW, en)).toBe("checked 12 s ago")
    expect(checkedWords("ended_out_of_stock", ago(2 * 86400), NOW, de)).toBe("geprüft vor 2 Tagen")
    expect(checkedWords("unchecked", null, NOW, en)).toBe("never checked")
    expect(checkedWords("unchecked", null, NOW, de)).toBe("nie geprüft")
    // Its last check got no answer: the time is the last answer's, said so.
    expect(checkedWords("unchecked", ago(3 * 3600), NOW, en)).toBe("last checked 3 h ago")
    expect(checkedWords("unchecked", ago(3 * 3600), NOW, de)).toBe("zuletzt geprüft vor 3 Std.")
    // A server clock a little ahead is "now", never "in 2 s".
    expect(checkedWords("listed", new Date(NOW + 2000).toISOString(), NOW, en)).toBe("checked 0 s ago")
  })

  it("words a coded warning in the admin's language and one without a code as the API sent it", () => {
    const notActive = { code: "problem.listing_not_active", field: "listing", message: "eBay does not sell…", fix: "Look it up…" }
    expect(messageWords(notActive, "de").message).toMatch(/^eBay verkauft dieses Angebot nicht/)
    expect(messageWords(notActive, "de").fix).toContain("„Angebot prüfen“")
    expect(messageWords(notActive, "en").fix).toContain("Check listing")
    const brand = { code: "problem.no_brand", params: {}, field: "metadata.marketplace_brand", message: "x", fix: "y" }
    expect(messageWords(brand, "de")).toEqual({
      message: "Das Produkt hat keine Marke; eBay verlangt eine.",
      fix: "Tragen Sie die Marke unter „Marktplatz-Felder“ ein.",
    })
    const older = { field: "gtin", message: "The product has no GTIN.", fix: "Add one." }
    expect(messageWords(older, "de")).toEqual({ message: "The product has no GTIN.", fix: "Add one." })
    const newer = { code: "problem.from_a_newer_server", field: "gtin", message: "Something new.", fix: null }
    expect(messageWords(newer, "de")).toEqual({ message: "Something new.", fix: null })
  })

  it("says what a check found and how many wait for the background check", () => {
    const answer = {
      count: 16,
      queued: 12,
      listings: {
        requested: 15,
        checked: 3,
        by_state: { listed: 2, ended_out_of_stock: 0, not_active: 1, removed: 0 },
        unanswered: 0,
        stopped: null,
      },
    }
    expect(checkResultWords(answer, en, "en")).toEqual({
      tone: "warning",
      text: "3 checked (2 listed, 1 not active); 12 wait for the background check.",
    })
    expect(checkResultWords(answer, de, "de").text).toBe(
      "3 geprüft (2 eingestellt, 1 nicht aktiv); 12 warten auf die Prüfung im Hintergrund."
    )
    const allListed = {
      count: 2,
      queued: 0,
      listings: { ...answer.listings, requested: 2, checked: 2, by_state: { ...answer.listings.by_state, listed: 2, not_active: 0 } },
    }
    expect(checkResultWords(allListed, en, "en")).toEqual({ tone: "success", text: "2 checked (2 listed)." })
  })

  it("says a check that got no answer, or that the service stopped, as a warning", () => {
    const none = { listed: 0, ended_out_of_stock: 0, not_active: 0, removed: 0 }
    const unanswered = { count: 1, queued: 0, listings: { requested: 1, checked: 1, by_state: none, unanswered: 1, stopped: null } }
    expect(checkResultWords(unanswered, en, "en")).toEqual({ tone: "warning", text: "1 checked (1 without an answer)." })
    expect(checkResultWords(unanswered, de, "de").text).toBe("1 geprüft (1 ohne Antwort).")
    const stopped = {
      count: 4,
      queued: 4,
      listings: {
        requested: 4,
        checked: 0,
        by_state: none,
        unanswered: 0,
        stopped: { code: "refusal.service.unavailable", params: { detail: "503: Service unavailable." } },
      },
    }
    expect(checkResultWords(stopped, en, "en")).toEqual({
      tone: "warning",
      text:
        "0 checked; 4 wait for the background check. The check stopped: The exchange service cannot be reached: " +
        "503: Service unavailable.",
    })
    expect(checkResultWords(stopped, de, "de")).toEqual({
      tone: "warning",
      text:
        "0 geprüft; 4 warten auf die Prüfung im Hintergrund. Die Prüfung wurde angehalten: Die Marktplatz-Schnittstelle ist nicht " +
        "erreichbar: 503: Service unavailable.",
    })
    expect(checkResultWords({ ...stopped, queued: 1, listings: { ...stopped.listings, stopped: null } }, de, "de").text).toBe(
      "0 geprüft; 1 wartet auf die Prüfung im Hintergrund."
    )
  })

  it("says why a check stopped in the admin's language, and a reason this admin does not know by its code", () => {
    const none = { listed: 0, ended_out_of_stock: 0, not_active: 0, removed: 0 }
    const stoppedBy = (stopped: { code: string; params?: Record<string, string> }) => ({
      count: 2,
      queued: 2,
      listings: { requested: 2, checked: 0, by_state: none, unanswered: 0, stopped },
    })
    const notSetUp = stoppedBy({ code: "refusal.connection.not_set_up", params: {} })
    expect(checkResultWords(notSetUp, de, "de").text).toBe(
      "0 geprüft; 2 warten auf die Prüfung im Hintergrund. Die Prüfung wurde angehalten: Die Verbindung zur Marktplatz-Schnittstelle " +
        "ist nicht eingerichtet: Tragen Sie sie unter Einstellungen → Marktplatz-Schnittstelle ein."
    )
    expect(checkResultWords(notSetUp, en, "en").text).toContain(
      "The check stopped: The connection to the exchange service is not set up: enter it in Settings → Marketplace exchange."
    )
    // An admin on a German locale ("de-DE") reads German words, not the English of the API.
    expect(checkResultWords(stoppedBy({ code: "failure.no_reason" }), de, "de-DE").text).toMatch(
      /Die Prüfung wurde angehalten: Es wurde kein Grund festgehalten\.$/
    )
    expect(checkResultWords(stoppedBy({ code: "failure.from_a_newer_server" }), de, "de")).toEqual({
      tone: "warning",
      text: "0 geprüft; 2 warten auf die Prüfung im Hintergrund. Die Prüfung wurde angehalten: failure.from_a_newer_server",
    })
  })

  it("says there was nothing to check when none of the products is at the service", () => {
    const nothing = {
      count: 3,
      queued: 0,
      listings: {
        requested: 0,
        checked: 0,
        by_state: { listed: 0, ended_out_of_stock: 0, not_active: 0, removed: 0 },
        unanswered: 0,
        stopped: null,
      },
    }
    expect(checkResultWords(nothing, en, "en")).toEqual({
      tone: "warning",
      text: "Nothing to check: none of these 3 products is on the marketplace.",
    })
    expect(checkResultWords({ ...nothing, count: 1 }, de, "de").text).toBe("Nichts zu prüfen: Dieser Artikel ist nicht auf dem Marktplatz.")
  })
})
