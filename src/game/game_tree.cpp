#include <draughts/game/game_tree.hpp>

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace draughts::game {

namespace {

bool isDeclared(EndReason reason)
{
    return reason == EndReason::Resignation || reason == EndReason::Agreement || reason == EndReason::TimeForfeit;
}

std::string trimmedText(std::string_view text)
{
    constexpr std::string_view blank = " \t\r\n";
    const std::size_t first = text.find_first_not_of(blank);
    if (first == std::string_view::npos)
        return {};
    return std::string(text.substr(first, text.find_last_not_of(blank) - first + 1));
}

// The notes without their replayed variations, which become nodes.
PlyNotes keptAsText(const PlyNotes& notes)
{
    PlyNotes kept = notes;
    std::erase_if(kept.variations, [](const Variation& v) { return v.replayed(); });
    return kept;
}

// The index of the last variation an address enters, or nothing on the main line.
std::optional<std::size_t> innermostBranch(const NodePath& path)
{
    for (std::size_t i = path.size(); i-- > 0;)
        if (path[i] != 0)
            return i;
    return std::nullopt;
}

} // namespace

NodePath childPath(NodePath path, std::size_t child)
{
    path.push_back(child);
    return path;
}

NodePath parentPath(NodePath path)
{
    if (!path.empty())
        path.pop_back();
    return path;
}

GameTree::GameTree(const Game& game) : m_setup(game.upTo(0)), m_nodes(1)
{
    // The start's variations replace no move: they are kept as they are.
    m_nodes[0].notes = game.notes(0);
    std::vector<VariationMove> line;
    line.reserve(game.history().size());
    for (const HistoryEntry& entry : game.history())
        line.push_back({entry.action, entry.notes});
    grow(0, m_setup.replay(), line);
    if (isDeclared(game.result().reason))
        m_declared = game.result();
}

GameTree::GameTree(const GameRecord& record, const std::vector<PlyNotes>& notes)
    : GameTree([&] {
          Game game = record.replay();
          for (std::size_t place = 0; place < notes.size() && place <= game.history().size(); ++place)
              game.setNotes(place, notes[place]);
          return game;
      }())
{}

std::size_t GameTree::addNode(std::size_t parent, const Game& after, const Action& action, PlyNotes notes)
{
    Node node;
    node.action = action;
    node.text = after.history().back().text;
    node.side = after.history().back().side;
    node.notes = std::move(notes);
    node.parent = parent;
    m_nodes.push_back(std::move(node));
    const std::size_t index = m_nodes.size() - 1;
    m_nodes[parent].children.push_back(index);
    return index;
}

void GameTree::grow(std::size_t parent, Game game, const std::vector<VariationMove>& line)
{
    for (const VariationMove& step : line) {
        const bool branches = std::any_of(step.notes.variations.begin(), step.notes.variations.end(),
                                          [](const Variation& v) { return v.replayed() && !v.moves.empty(); });
        std::optional<Game> before;
        if (branches)
            before = game;
        if (!playRecorded(game, step.action))
            return;
        const std::size_t node = addNode(parent, game, step.action, keptAsText(step.notes));
        for (const Variation& variation : step.notes.variations)
            if (variation.replayed() && !variation.moves.empty())
                grow(parent, *before, variation.moves);
        parent = node;
    }
}

std::optional<std::size_t> GameTree::find(const NodePath& path) const
{
    std::size_t node = 0;
    for (std::size_t child : path) {
        if (child >= m_nodes[node].children.size())
            return std::nullopt;
        node = m_nodes[node].children[child];
    }
    return node;
}

std::size_t GameTree::at(const NodePath& path) const
{
    const auto node = find(path);
    if (!node)
        throw std::out_of_range("no move at this address of the game tree");
    return *node;
}

bool GameTree::contains(const NodePath& path) const { return find(path).has_value(); }

std::size_t GameTree::childCount(const NodePath& path) const { return m_nodes[at(path)].children.size(); }

const Action& GameTree::action(const NodePath& path) const { return m_nodes[at(path)].action; }

const std::string& GameTree::moveText(const NodePath& path) const { return m_nodes[at(path)].text; }

Side GameTree::mover(const NodePath& path) const { return m_nodes[at(path)].side; }

const PlyNotes& GameTree::notes(const NodePath& path) const { return m_nodes[at(path)].notes; }

NodePath GameTree::lineEnd(const NodePath& path) const
{
    NodePath end = path;
    for (std::size_t node = at(path); !m_nodes[node].children.empty(); node = m_nodes[node].children[0])
        end.push_back(0);
    return end;
}

std::size_t GameTree::depth(const NodePath& path)
{
    return static_cast<std::size_t>(std::count_if(path.begin(), path.end(), [](std::size_t c) { return c != 0; }));
}

Game GameTree::gameAt(const NodePath& path) const
{
    at(path);
    Game game = m_setup.replay();
    game.setNotes(0, m_nodes[0].notes);
    std::size_t node = 0;
    for (std::size_t child : path) {
        node = m_nodes[node].children[child];
        playRecorded(game, m_nodes[node].action); // accepted when the node was added
        game.setNotes(game.history().size(), m_nodes[node].notes);
    }
    return game;
}

PlyNotes GameTree::notesWithBranches(std::size_t node) const
{
    PlyNotes notes = m_nodes[node].notes;
    const std::vector<std::size_t>& siblings = m_nodes[m_nodes[node].parent].children;
    if (node == 0 || siblings.empty() || siblings[0] != node)
        return notes;
    std::vector<Variation> branches;
    for (std::size_t i = 1; i < siblings.size(); ++i)
        branches.push_back({lineFrom(siblings[i]), {}});
    notes.variations.insert(notes.variations.begin(), branches.begin(), branches.end());
    return notes;
}

std::vector<VariationMove> GameTree::lineFrom(std::size_t node) const
{
    std::vector<VariationMove> line;
    bool first = true;
    while (true) {
        // The first move of a variation has its siblings already: they are
        // the variations of the main continuation it stands beside.
        line.push_back({m_nodes[node].action, first ? m_nodes[node].notes : notesWithBranches(node)});
        first = false;
        if (m_nodes[node].children.empty())
            return line;
        node = m_nodes[node].children[0];
    }
}

Game GameTree::mainLine() const
{
    Game game = m_setup.replay();
    game.setNotes(0, m_nodes[0].notes);
    for (std::size_t node = 0; !m_nodes[node].children.empty();) {
        node = m_nodes[node].children[0];
        playRecorded(game, m_nodes[node].action);
        game.setNotes(game.history().size(), notesWithBranches(node));
    }
    if (m_declared.isOver() && !game.result().isOver()) {
        const Side loser = m_declared.outcome == Outcome::WhiteWins ? Side::Black : Side::White;
        if (m_declared.reason == EndReason::Agreement)
            game.agreeDraw();
        else if (m_declared.reason == EndReason::TimeForfeit)
            game.loseOnTime(loser);
        else
            game.resign(loser);
    }
    return game;
}

std::vector<PlyNotes> GameTree::mainLineNotes() const
{
    std::vector<PlyNotes> notes{m_nodes[0].notes};
    for (std::size_t node = 0; !m_nodes[node].children.empty();) {
        node = m_nodes[node].children[0];
        notes.push_back(notesWithBranches(node));
    }
    return notes;
}

std::size_t GameTree::variationCount() const
{
    std::size_t count = 0;
    for (const Node& node : m_nodes)
        count += node.children.empty() ? 0 : node.children.size() - 1;
    return count;
}

std::size_t GameTree::variationMoveCount() const
{
    std::size_t mainLine = 0;
    for (std::size_t node = 0; !m_nodes[node].children.empty(); node = m_nodes[node].children[0])
        ++mainLine;
    return m_nodes.size() - 1 - mainLine;
}

std::optional<NodePath> GameTree::addAction(const NodePath& at, const Action& action)
{
    const auto parent = find(at);
    if (!parent)
        return std::nullopt;
    const std::vector<std::size_t>& children = m_nodes[*parent].children;
    for (std::size_t i = 0; i < children.size(); ++i)
        if (m_nodes[children[i]].action == action)
            return childPath(at, i);
    Game game = gameAt(at);
    if (!playRecorded(game, action))
        return std::nullopt;
    addNode(*parent, game, action, {});
    return childPath(at, m_nodes[*parent].children.size() - 1);
}

std::optional<NodePath> GameTree::addMove(const NodePath& at, const core::Move& move)
{
    return addAction(at, Action{Action::Kind::Move, move, core::NoSquare});
}

NodePath GameTree::promote(const NodePath& path)
{
    at(path);
    const auto branch = innermostBranch(path);
    if (!branch)
        return path;
    const NodePath from(path.begin(), path.begin() + static_cast<std::ptrdiff_t>(*branch));
    std::vector<std::size_t>& children = m_nodes[at(from)].children;
    const auto moved = children.begin() + static_cast<std::ptrdiff_t>(path[*branch]);
    std::rotate(children.begin(), moved, moved + 1);
    NodePath promoted = path;
    promoted[*branch] = 0;
    return promoted;
}

NodePath GameTree::makeMainLine(const NodePath& path)
{
    NodePath current = path;
    while (innermostBranch(current))
        current = promote(current);
    return current;
}

void GameTree::removeSubtree(std::size_t root)
{
    std::vector<bool> removed(m_nodes.size(), false);
    std::vector<std::size_t> pending{root};
    while (!pending.empty()) {
        const std::size_t node = pending.back();
        pending.pop_back();
        removed[node] = true;
        pending.insert(pending.end(), m_nodes[node].children.begin(), m_nodes[node].children.end());
    }
    std::vector<std::size_t>& siblings = m_nodes[m_nodes[root].parent].children;
    std::erase(siblings, root);
    // Keep the nodes in one vector without holes: number the survivors anew.
    std::vector<std::size_t> renumbered(m_nodes.size(), 0);
    std::vector<Node> kept;
    kept.reserve(m_nodes.size());
    for (std::size_t i = 0; i < m_nodes.size(); ++i)
        if (!removed[i]) {
            renumbered[i] = kept.size();
            kept.push_back(std::move(m_nodes[i]));
        }
    for (Node& node : kept) {
        node.parent = renumbered[node.parent];
        for (std::size_t& child : node.children)
            child = renumbered[child];
    }
    m_nodes = std::move(kept);
}

std::optional<NodePath> GameTree::deleteVariation(const NodePath& path)
{
    if (!contains(path))
        return std::nullopt;
    const auto branch = innermostBranch(path);
    if (!branch)
        return std::nullopt;
    const NodePath start(path.begin(), path.begin() + static_cast<std::ptrdiff_t>(*branch) + 1);
    removeSubtree(at(start));
    return parentPath(start);
}

std::optional<NodePath> GameTree::deleteFrom(const NodePath& path)
{
    if (path.empty() || !contains(path))
        return std::nullopt;
    removeSubtree(at(path));
    return parentPath(path);
}

bool GameTree::setCommentBefore(const NodePath& path, std::string_view comment)
{
    const auto node = find(path);
    if (!node || *node == 0)
        return false;
    m_nodes[*node].notes.commentBefore = trimmedText(comment);
    return true;
}

bool GameTree::setComment(const NodePath& path, std::string_view comment)
{
    const auto node = find(path);
    if (!node)
        return false;
    m_nodes[*node].notes.comment = trimmedText(comment);
    return true;
}

bool GameTree::setMark(const NodePath& path, std::string_view mark)
{
    const auto node = find(path);
    if (!node || *node == 0 || (!mark.empty() && !isMoveMark(mark)))
        return false;
    m_nodes[*node].notes.strength = std::string(mark);
    return true;
}

bool GameTree::setNags(const NodePath& path, std::vector<int> nags)
{
    const auto node = find(path);
    if (!node || std::any_of(nags.begin(), nags.end(), [](int nag) { return nag < 0 || nag > 255; }))
        return false;
    m_nodes[*node].notes.nags = std::move(nags);
    return true;
}

} // namespace draughts::game
