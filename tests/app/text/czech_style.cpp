#include "text/czech_style.hpp"

#include "text/czech_numbers.hpp"

#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>

#include <algorithm>

namespace draughts::app::test::czech {

namespace {

QRegularExpression unicode(const QString& pattern, bool ignoreCase = false)
{
    QRegularExpression::PatternOptions options = QRegularExpression::UseUnicodePropertiesOption;
    if (ignoreCase)
        options |= QRegularExpression::CaseInsensitiveOption;
    return QRegularExpression(pattern, options);
}

// The placeholders %1..%9 of a text.
QSet<QString> numberedPlaceholders(const QString& text)
{
    static const QRegularExpression placeholder(QStringLiteral("%[1-9]"));
    QSet<QString> found;
    for (const auto& match : placeholder.globalMatch(text))
        found.insert(match.captured());
    return found;
}

QStringList words(const QString& text)
{
    static const QRegularExpression word = unicode(QStringLiteral("\\p{L}+"));
    QStringList found;
    for (const auto& match : word.globalMatch(text))
        found << match.captured().toLower();
    return found;
}

// The words of `text` that `list` holds, each once, in order.
QStringList wordsFrom(const QString& text, const QStringList& list)
{
    const QSet<QString> wanted(list.begin(), list.end());
    QStringList found;
    for (const QString& w : words(text))
        if (wanted.contains(w) && !found.contains(w))
            found << w;
    return found;
}

// What of a message is Czech words: no placeholders, HTML, accelerators, or
// quoted text (what a file holds, or what the player typed).
QString messageWords(QString text)
{
    static const QRegularExpression cut[] = {
        unicode(QStringLiteral("%[1-9n]")),  unicode(QStringLiteral("<[^>]*>")),
        unicode(QStringLiteral("&[a-z]+;")), unicode(QStringLiteral("&(?=\\p{L})")),
        unicode(QStringLiteral("„[^“]*“")),  unicode(QStringLiteral("\"[^\"]*\"")),
        unicode(QStringLiteral("`[^`]*`")),
    };
    for (const auto& pattern : cut)
        text.remove(pattern);
    return text;
}

// What of a Markdown page is prose: no code, no link targets.
QString proseWords(QString text)
{
    static const QRegularExpression fenced(QStringLiteral("```.*?```"), QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression cut[] = {
        unicode(QStringLiteral("`[^`]*`")),
        unicode(QStringLiteral("\\]\\([^)]*\\)")),
    };
    text.remove(fenced);
    for (const auto& pattern : cut)
        text.remove(pattern);
    return text;
}

QString quoted(const QStringList& words) { return QStringLiteral("\"") + words.join(QStringLiteral("\", \"")) + "\""; }

void checkFormalWords(const QString& where, const QString& text, std::vector<Finding>& out)
{
    const QStringList informal = wordsFrom(text, informalWords());
    if (!informal.isEmpty())
        out.push_back({Rule::Formal, where,
                       QStringLiteral("speaks as \"ty\" (%1); use the \"vy\" form: Klikněte, Vyberte, máte, váš")
                           .arg(quoted(informal))});
}

void checkEnglishWords(const QString& where, const QString& text, std::vector<Finding>& out)
{
    const QStringList english = wordsFrom(text, englishWords());
    if (!english.isEmpty())
        out.push_back({Rule::NoEnglish, where, QStringLiteral("English inside Czech: %1").arg(quoted(english))});
}

void checkTerms(const QString& where, const QString& text, std::vector<Finding>& out)
{
    const QStringList found = words(text);
    for (const auto& [word, instead] : replacedTerms())
        if (found.contains(word))
            out.push_back(
                {Rule::Terms, where, QStringLiteral("\"%1\" is not the glossary's term: %2").arg(word, instead)});
}

void checkPrepositionsBeforeNumbers(const QString& where, const QString& text, std::vector<Finding>& out)
{
    static const QRegularExpression beforeNumber =
        unicode(QStringLiteral("(?<!\\p{L})(ze?)\\s+([0-9]{1,12})(?![0-9])"), true);
    for (const auto& match : beforeNumber.globalMatch(text)) {
        const bool ze = match.captured(1).size() == 2;
        if (ze == app::czechTakesZe(match.captured(2).toULongLong()))
            continue;
        const QString instead = ze ? QStringLiteral("z") : QStringLiteral("ze");
        out.push_back({Rule::CountedNumber, where,
                       QStringLiteral("\"%1\": before %2 the preposition is \"%3\", as the number is read (ze dvou, "
                                      "ze šesti, z pěti, z deseti)")
                           .arg(match.captured(), match.captured(2), instead)});
    }
}

// Phrases the glossary replaces, found across line breaks.
void checkPhrases(const QString& where, const QString& text, std::vector<Finding>& out)
{
    const QString simple = text.simplified().toLower();
    for (const auto& [phrase, instead] : replacedPhrases()) {
        const QRegularExpression pattern =
            unicode(QStringLiteral("(?<!\\p{L})") + QRegularExpression::escape(phrase) + QStringLiteral("(?!\\p{L})"));
        if (pattern.match(simple).hasMatch())
            out.push_back(
                {Rule::Terms, where, QStringLiteral("\"%1\" is not the glossary's wording: %2").arg(phrase, instead)});
    }
}

void checkCountedNumbers(const Message& m, std::vector<Finding>& out)
{
    static const QRegularExpression beforeWord = unicode(QStringLiteral("(%[1-9])\\s+(\\p{L}+)"));
    const auto countedIn = [](const QString& text, const QStringList& nouns) {
        QStringList found;
        for (const auto& match : beforeWord.globalMatch(text))
            if (nouns.contains(match.captured(2).toLower()))
                found << match.captured(1) + QLatin1Char(' ') + match.captured(2);
        return found;
    };
    const QStringList inSource = countedIn(m.source, englishCountedNouns());
    if (!inSource.isEmpty())
        out.push_back({Rule::CountedNumber, m.source,
                       QStringLiteral("the source counts with %1 (%2): write %n and tr(\"…%n…\", nullptr, n)")
                           .arg(inSource.first().left(2), inSource.join(QStringLiteral(", ")))});
    for (const QString& form : m.forms) {
        const QStringList inCzech = countedIn(form, czechCountedNouns());
        if (!inCzech.isEmpty())
            out.push_back({Rule::CountedNumber, m.source,
                           QStringLiteral("\"%1\" counts with a numbered placeholder (%2): use %n and plural forms")
                               .arg(form, inCzech.join(QStringLiteral(", ")))});
        checkPrepositionsBeforeNumbers(m.source, form, out);
    }
}

void checkGenderedPast(const Message& m, std::vector<Finding>& out)
{
    static const QRegularExpression afterPlaceholder = [] {
        const QString small = wordsBeforeAVerb().join(QLatin1Char('|'));
        return unicode(QStringLiteral("%[1-9](?:\\s+(?:%1))*\\s+(\\p{L}+)").arg(small), true);
    }();
    static const QRegularExpression participle = unicode(QStringLiteral("^\\p{L}+(?:l|la|lo|li|ly)$"), true);
    // And a masculine past right before one: "remízu, kterou nabídl %2", "Vyhrál %1".
    static const QRegularExpression beforePlaceholder =
        unicode(QStringLiteral("(?<!\\p{L})(\\p{L}{2,}l)\\s+%[1-9]"), true);
    static const QStringList notAVerb{"cíl", "úhel", "stůl", "sokl", "pól"};
    for (const QString& form : m.forms)
        for (const auto& match : afterPlaceholder.globalMatch(form)) {
            const QString verb = match.captured(1);
            if (verb.size() >= 3 && participle.match(verb).hasMatch())
                out.push_back({Rule::NoGenderedPast, m.source,
                               QStringLiteral("\"%1\" puts the past tense \"%2\" after a placeholder that may be a "
                                              "player's name (\"Jana %2\"): use the present tense or a colon")
                                   .arg(form, verb)});
        }
    for (const QString& form : m.forms)
        for (const auto& match : beforePlaceholder.globalMatch(form)) {
            const QString verb = match.captured(1);
            if (!notAVerb.contains(verb.toLower()))
                out.push_back({Rule::NoGenderedPast, m.source,
                               QStringLiteral("\"%1\" puts the past tense \"%2\" before a placeholder that may be a "
                                              "player's name (\"%2 Jana\"): use the present tense or a colon")
                                   .arg(form, verb)});
        }
}

std::vector<Finding> checkMessageText(const Message& m);

} // namespace

std::vector<Message> readCatalogue(QIODevice& ts, const QString& fileName, QString& error)
{
    std::vector<Message> messages;
    QXmlStreamReader xml(&ts);
    QString context;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QStringLiteral("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QStringLiteral("message")) {
            Message m;
            m.location = fileName + QLatin1Char(':') + QString::number(xml.lineNumber());
            m.context = context;
            m.numerus = xml.attributes().value(QStringLiteral("numerus")) == QStringLiteral("yes");
            messages.push_back(m);
        } else if (xml.name() == QStringLiteral("source") && !messages.empty()) {
            messages.back().source = xml.readElementText();
        } else if (xml.name() == QStringLiteral("translation") && !messages.empty()) {
            Message& m = messages.back();
            const auto type = xml.attributes().value(QStringLiteral("type"));
            m.unfinished = type == QStringLiteral("unfinished");
            m.obsolete = type == QStringLiteral("vanished") || type == QStringLiteral("obsolete");
            if (!m.numerus)
                m.forms << xml.readElementText();
        } else if (xml.name() == QStringLiteral("numerusform") && !messages.empty()) {
            messages.back().forms << xml.readElementText();
        }
    }
    error = xml.hasError() ? xml.errorString() : QString();
    return messages;
}

QString ruleName(Rule rule)
{
    switch (rule) {
    case Rule::Finished: return QStringLiteral("Finished");
    case Rule::Placeholders: return QStringLiteral("Placeholders");
    case Rule::PluralForms: return QStringLiteral("PluralForms");
    case Rule::CountedNumber: return QStringLiteral("CountedNumber");
    case Rule::Formal: return QStringLiteral("Formal");
    case Rule::NoEnglish: return QStringLiteral("NoEnglish");
    case Rule::NoGenderedPast: return QStringLiteral("NoGenderedPast");
    case Rule::Terms: return QStringLiteral("Terms");
    }
    return {};
}

QString describe(const Finding& finding)
{
    return ruleName(finding.rule) + QStringLiteral(": ") + finding.where + QStringLiteral(": ") + finding.why;
}

QString describe(const std::vector<Finding>& findings)
{
    QStringList lines;
    for (const Finding& f : findings)
        lines << describe(f);
    return lines.join(QLatin1Char('\n'));
}

std::vector<Finding> checkMessage(const Message& m)
{
    std::vector<Finding> out = checkMessageText(m);
    const QString where = m.location.isEmpty() ? QString() : m.location + QStringLiteral(": ");
    for (Finding& f : out)
        f.where.prepend(where);
    return out;
}

namespace {

std::vector<Finding> checkMessageText(const Message& m)
{
    std::vector<Finding> out;
    if (m.obsolete)
        return out;
    const bool empty = m.forms.isEmpty() || std::any_of(m.forms.begin(), m.forms.end(),
                                                        [](const QString& f) { return f.trimmed().isEmpty(); });
    if (m.unfinished || empty) {
        out.push_back({Rule::Finished, m.source, QStringLiteral("not translated yet (unfinished or empty)")});
        return out;
    }
    const QSet<QString> wanted = numberedPlaceholders(m.source);
    for (const QString& form : m.forms)
        if (numberedPlaceholders(form) != wanted)
            out.push_back({Rule::Placeholders, m.source,
                           QStringLiteral("\"%1\" does not have the source's placeholders %2")
                               .arg(form, QStringList(wanted.begin(), wanted.end()).join(QLatin1Char(' ')))});
    if (m.source.contains(QStringLiteral("%n"))) {
        if (!m.numerus)
            out.push_back({Rule::PluralForms, m.source,
                           QStringLiteral("the source counts with %n but the message has no plural forms: call "
                                          "tr(\"…%n…\", nullptr, n) and run update_translations")});
        else if (m.forms.size() != 3)
            out.push_back({Rule::PluralForms, m.source,
                           QStringLiteral("%1 plural forms; Czech has three: 1 / 2–4 / 0 and 5+ (1 kámen, 2 kameny, "
                                          "5 kamenů)")
                               .arg(m.forms.size())});
        else if (!m.forms[1].contains(QStringLiteral("%n")) || !m.forms[2].contains(QStringLiteral("%n")))
            out.push_back(
                {Rule::PluralForms, m.source, QStringLiteral("the forms for 2–4 and for 5+ must show the number, %n")});
    }
    checkCountedNumbers(m, out);
    for (const QString& form : m.forms) {
        const QString text = messageWords(form);
        checkFormalWords(m.source, text, out);
        checkEnglishWords(m.source, text, out);
        checkTerms(m.source, text, out);
    }
    checkGenderedPast(m, out);
    return out;
}

} // namespace

std::vector<Finding> checkProse(const QString& where, const QString& text)
{
    std::vector<Finding> out;
    const QString prose = proseWords(text);
    checkFormalWords(where, prose, out);
    checkEnglishWords(where, prose, out);
    checkTerms(where, prose, out);
    checkPhrases(where, prose, out);
    checkPrepositionsBeforeNumbers(where, prose, out);
    return out;
}

std::vector<Finding> checkFormal(const QString& where, const QString& text)
{
    std::vector<Finding> out;
    checkFormalWords(where, proseWords(text), out);
    return out;
}

const QStringList& informalWords()
{
    // "ty" forms: imperatives, the present tense's second person singular, and
    // "your" (not "ty" itself, which is also "those": "ty kameny").
    static const QStringList list{
        // imperatives
        "klikni", "klikej", "vyber", "vybírej", "polož", "pokládej", "nasaď", "obrať", "otoč", "táhni", "tahej", "zvol",
        "odeber", "odmítni", "přijmi", "vezmi", "ber", "hraj", "zahraj", "skoč", "počkej", "zkus", "použij", "zadej",
        "napiš", "otevři", "ulož", "zavři", "přečti", "podívej", "stiskni", "přetáhni", "pokračuj", "nabídni", "vzdej",
        "zruš", "vrať", "opakuj", "zapni", "vypni", "nastav", "najdi", "uprav", "změň", "pusť", "drž", "přesuň",
        "označ", "zobraz", "nech", "nechej", "neklikej", "netáhni", "nezapomeň", "poraď", "analyzuj", "přemýšlej",
        // second person singular
        "máš", "nemáš", "můžeš", "nemůžeš", "musíš", "nemusíš", "smíš", "nesmíš", "chceš", "táhneš", "bereš", "hraješ",
        "vidíš", "víš", "jsi", "nejsi", "budeš", "vyhráváš", "prohráváš", "klikneš", "vybereš", "zvolíš", "dostaneš",
        "sis",
        // your, you
        "tvůj", "tvoje", "tvoji", "tvá", "tvé", "tvého", "tvému", "tvém", "tvým", "tvých", "tvými", "tebe", "tobě",
        "tebou", "tě"};
    return list;
}

const QStringList& englishWords()
{
    // English words that are not Czech words too (so not "to", "a", "on", "no", "by", "start").
    static const QStringList list{
        "the",        "and",    "of",      "with",     "for",     "from",     "in",          "at",       "it",
        "or",         "if",     "is",      "are",      "be",      "not",      "than",        "this",     "that",
        "your",       "you",    "all",     "move",     "moves",   "piece",    "pieces",      "man",      "men",
        "king",       "kings",  "stone",   "stones",   "capture", "captures", "claim",       "claims",   "forfeit",
        "compulsory", "hint",   "hints",   "help",     "board",   "game",     "games",       "player",   "players",
        "white",      "black",  "draw",    "resign",   "undo",    "redo",     "new",         "open",     "save",
        "close",      "cancel", "yes",     "discard",  "apply",   "settings", "preferences", "click",    "select",
        "choose",     "square", "squares", "turn",     "wins",    "loses",    "event",       "date",     "round",
        "site",       "result", "level",   "levels",   "engine",  "thinking", "analysis",    "time",     "clock",
        "clocks",     "minute", "minutes", "seconds",  "theme",   "sound",    "sounds",      "volume",   "file",
        "files",      "hand",   "flip",    "wood",     "flat",    "contrast", "draughts",    "checkers", "huffing",
        "depth",      "score",  "best",    "database", "search",  "filter",   "delete",      "remove",   "add",
        "edit",       "view",   "window",  "nodes",    "second"};
    return list;
}

const QStringList& englishCountedNouns()
{
    // Plurals only, and not those that are verbs too ("%1 moves", "%2 claims").
    static const QStringList list{"pieces",  "men",     "kings",     "stones",     "actions", "games",
                                  "squares", "plies",   "minutes",   "seconds",    "hours",   "bytes",
                                  "levels",  "nodes",   "positions", "players",    "rows",    "lines",
                                  "errors",  "records", "options",   "variations", "files",   "entries"};
    return list;
}

const QStringList& czechCountedNouns()
{
    // The plural forms a number chooses (2-4 and 5+), where they are not also
    // a singular: "%1 nárok neuplatňuje" names a player, "%1 kamenů" counts.
    static const QStringList list{"kameny",   "kamenů",  "dam",     "tahy",   "tahů",  "partií",  "polí",    "možností",
                                  "nároky",   "nároků",  "kol",     "minuty", "minut", "sekundy", "sekund",  "hodiny",
                                  "hodin",    "bajty",   "bajtů",   "řádky",  "řádků", "úrovní",  "hráčů",   "pozic",
                                  "body",     "bodů",    "uzly",    "uzlů",   "chyb",  "záznamy", "záznamů", "krát",
                                  "varianty", "variant", "soubory", "souborů"};
    return list;
}

const QStringList& wordsBeforeAVerb()
{
    // What may stand between a name and its verb: "%1 si vzal", "%1 nárok neuplatnil".
    static const QStringList list{"si",    "se",   "už",    "ho",    "ji",    "jí",  "mu",     "jim",    "to",
                                  "nám",   "vám",  "také",  "též",   "i",     "pak", "teď",    "ještě",  "nikdy",
                                  "právě", "opět", "znovu", "nárok", "kámen", "tah", "remízu", "partii", "braní"};
    return list;
}

const QList<QPair<QString, QString>>& replacedTerms()
{
    static const QString place = QStringLiteral("a stone from hand is \"nasazen\" (nasadit, nasaďte, nenasazený)");
    static const QString king = QStringLiteral("a piece \"táhne\"");
    static const QString crown = QStringLiteral("a man \"se mění v dámu\"");
    static const QList<QPair<QString, QString>> list{
        {"položit", place},
        {"položí", place},
        {"položte", place},
        {"položen", place},
        {"položený", place},
        {"položil", place},
        {"nepoložil", place},
        {"nepoložený", place},
        {"nepoložené", place},
        {"položení", place},
        {"propadnutí", "the setting is \"Ztráta kamene za nevzaté braní\""},
        {"jede", king},
        {"jezdí", king},
        {"přejet", king},
        {"projet", king},
        {"odsud", "\"odtud\""},
        {"oboustranné", "\"dvoubarevné kameny\""},
        {"oboustrannými", "\"dvoubarevné kameny\""},
        {"mezidopadů", "\"pole, na která kámen cestou dopadá\""},
        {"nedává", crown},
        {"nedělá", crown},
        {"událost", "PDN's Event is \"Turnaj\""},
    };
    return list;
}

const QList<QPair<QString, QString>>& replacedPhrases()
{
    static const QString oneGame = QStringLiteral("one game played is \"partie\" (partie končí, konec partie); "
                                                  "\"hra\" is one of the five games");
    static const QString missed = QStringLiteral("a missed capture is \"nevzaté braní\"");
    static const QList<QPair<QString, QString>> list{
        {"hra končí", oneGame},
        {"končí hra", oneGame},
        {"hra skončí", oneGame},
        {"skončí hra", oneGame},
        {"hra tím", oneGame},
        {"hra může skončit", oneGame},
        {"hra pokračuje", oneGame},
        {"ukončí hru", oneGame},
        {"rozhodne hru", oneGame},
        {"konec hry", oneGame},
        {"na začátku hry", oneGame},
        {"uloženou hru", oneGame},
        {"vynechané braní", missed},
        {"vynechaného braní", missed},
        {"vynechané povinné braní", missed},
        {"přehlédnuté braní", missed},
        {"přehlédnutého braní", missed},
        {"přehlédnuté povinné braní", missed},
        {"přehlédne braní", missed},
        {"na poslední řadě", "a piece stands \"v poslední řadě\""},
        {"na první řadě", "a piece stands \"v první řadě\""},
        {"na poslední řadu", "a piece goes \"do poslední řady\""},
        {"na první řadu", "a stone is placed \"do první řady\" or \"na pole první řady\""},
    };
    return list;
}

} // namespace draughts::app::test::czech
