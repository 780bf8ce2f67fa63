#include <draughts/pdn/pdn_reader.hpp>

#include "byte_source.hpp"
#include "game_parser.hpp"
#include "game_splitter.hpp"

namespace draughts::pdn {

std::string PdnError::describe() const { return std::to_string(line) + ":" + std::to_string(column) + " " + message; }

namespace detail {

class PdnReaderState {
public:
    PdnReaderState(std::unique_ptr<ByteSource> source, std::optional<core::Variant> defaultVariant, ReadLimits limits)
        : m_source(std::move(source)), m_splitter(*m_source, limits), m_defaultVariant(defaultVariant)
    {}

    std::optional<PdnEntry> next()
    {
        if (auto entry = readNextGame(m_splitter, m_defaultVariant))
            return entry;
        if (m_splitter.stop() && !m_stopReported) {
            m_stopReported = true;
            return PdnEntry(*m_splitter.stop());
        }
        return std::nullopt;
    }

private:
    std::unique_ptr<ByteSource> m_source;
    GameSplitter m_splitter;
    std::optional<core::Variant> m_defaultVariant;
    bool m_stopReported = false;
};

} // namespace detail

PdnReader::PdnReader(std::string_view bytes, std::optional<core::Variant> defaultVariant, ReadLimits limits)
    : m_state(std::make_unique<detail::PdnReaderState>(std::make_unique<detail::MemorySource>(bytes), defaultVariant,
                                                       limits))
{}

PdnReader::PdnReader(std::istream& in, std::optional<core::Variant> defaultVariant, ReadLimits limits)
    : m_state(
          std::make_unique<detail::PdnReaderState>(std::make_unique<detail::StreamSource>(in), defaultVariant, limits))
{}

PdnReader::~PdnReader() = default;
PdnReader::PdnReader(PdnReader&&) noexcept = default;
PdnReader& PdnReader::operator=(PdnReader&&) noexcept = default;

std::optional<PdnEntry> PdnReader::next() { return m_state->next(); }

std::vector<PdnEntry> readPdn(std::string_view bytes, std::optional<core::Variant> defaultVariant)
{
    std::vector<PdnEntry> entries;
    PdnReader reader(bytes, defaultVariant);
    while (auto entry = reader.next())
        entries.push_back(std::move(*entry));
    return entries;
}

} // namespace draughts::pdn
